import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { openSeatEventStream, seatIs } from '../../../testing/seat-event-stream.js';

const maxAgeMs = 3_000;
const site = 'http://localhost:3000';

describeEachDatabase(
  'live seat streams: lifetime, origins, shows',
  (api) => {
    let base: string;
    before(async () => {
      base = await api().app.listen({ host: '127.0.0.1', port: 0 });
    });

    test('the server ends a stream after its lifetime with a reconnect hint; the next one gets events again', async () => {
      const slotId = await freshSlot(api());
      const openedAt = Date.now();
      const stream = await openSeatEventStream(base, slotId, { origin: site });
      assert.equal(stream.status, 200);
      await Promise.race([
        stream.ended,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the stream outlived its lifetime')), maxAgeMs * 3),
        ),
      ]);
      const livedMs = Date.now() - openedAt;
      assert.ok(livedMs >= maxAgeMs * 0.75 - 50, `lived ${livedMs} ms`);
      assert.equal(stream.retry, 1000, 'the browser reconnects after 1 s');
      assert.equal(stream.comments.at(-1), 'reconnect');

      const again = await openSeatEventStream(base, slotId, { origin: site });
      try {
        const { token } = await registerUser(api());
        await holdSeats(api(), token, slotId, ['B2']);
        await again.waitFor(seatIs('B2', 'HELD'));
      } finally {
        again.close();
      }
    });

    test('a foreign Origin is refused with 403 before any stream opens; no Origin is allowed', async () => {
      const slotId = await freshSlot(api());
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
        const response = await api().get(`/api/seats/slot/${slotId}/events`, { headers: { origin } });
        assert.equal(response.status, 403, origin);
        assert.equal(response.json().error, 'Forbidden');
        assert.match(response.json().message, /ReelTime site/);
      }
      const plain = await openSeatEventStream(base, slotId);
      const fromSite = await openSeatEventStream(base, slotId, { origin: site });
      try {
        assert.equal(plain.status, 200);
        assert.equal(fromSite.status, 200);
      } finally {
        plain.close();
        fromSite.close();
      }
    });

    test('a show that has started answers 410 and an unknown show 404, as JSON, before any stream opens', async () => {
      const slotId = await freshSlot(api());
      api().clock.advance(9 * 24 * 3_600_000);
      try {
        const started = await api().get(`/api/seats/slot/${slotId}/events`, { headers: { origin: site } });
        assert.equal(started.status, 410);
        assert.deepEqual(started.json(), {
          error: 'Gone',
          message: 'This show has already started: its seats no longer change.',
          requestId: started.headers['x-request-id'],
        });
      } finally {
        api().clock.reset();
      }
      const missing = await api().get('/api/seats/slot/2147483647/events');
      assert.equal(missing.status, 404);
      assert.equal(missing.headers['content-type'], 'application/json; charset=utf-8');
    });
  },
  { seatEvents: { maxPerAddress: 4, maxConnections: 0, maxAgeMs, heartbeatMs: 15_000 } },
);
