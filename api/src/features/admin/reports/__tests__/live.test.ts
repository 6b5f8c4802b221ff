import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { registerUser, userIdOf } from '../../../../testing/fixtures.js';
import type { TodayReport } from '../schemas.js';
import { backOfficeToken } from './back-office-login.js';

interface DashboardStream {
  status: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  text: () => string;
  /** Waits until the stream has told of this show. */
  showChanged(showId: number): Promise<void>;
  close(): void;
}

function openDashboardStream(base: string, token: string): Promise<DashboardStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/admin/reports/today/events`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        const waiters = new Set<() => void>();
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          for (const waiter of [...waiters]) waiter();
        });
        response.on('error', () => {});
        const ended = new Promise<void>((done) => response.on('end', done));
        resolve({
          status: response.statusCode ?? 0,
          ended,
          text: () => text,
          showChanged: (showId) =>
            new Promise<void>((done, fail) => {
              const frame = `event: show\ndata: {"showId":${showId}}\n\n`;
              const timer = setTimeout(() => fail(new Error(`no event for show ${showId}; got ${text}`)), 5_000);
              const check = () => {
                if (!text.includes(frame)) return;
                clearTimeout(timer);
                waiters.delete(check);
                done();
              };
              waiters.add(check);
              check();
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

/** The app's address, listening from the first call on. */
async function baseUrl(api: TestApi): Promise<string> {
  const { server } = api.app;
  if (!server.listening) return api.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function todayOf(api: TestApi, token: string): Promise<TodayReport['shows']> {
  const response = await api.get('/api/admin/reports/today', { token });
  assert.equal(response.status, 200, response.body);
  return (response.json() as TodayReport).shows;
}

describeEachDatabase('Live dashboard: today’s shows and the stream that says which changed', (api) => {
  test('a hold, a sale and an admission at the door are told to the cinema’s dashboards only, and the figures follow', async () => {
    const base = await baseUrl(api());
    const cinemas = await api().app.db.selectFrom('theaters').select('id').orderBy('id').limit(2).execute();
    const [mine, theirs] = cinemas.map((cinema) => cinema.id);
    const manager = await backOfficeToken(api(), 'manager', [mine]);
    const otherManager = await backOfficeToken(api(), 'manager', [theirs]);
    const [show] = await todayOf(api(), manager);
    const [otherShow] = await todayOf(api(), otherManager);
    assert.ok(show && otherShow, 'every demo cinema has shows today');
    assert.equal(show.cinema.id, mine);
    assert.equal(show.free, show.capacity - show.sold - show.held);

    const stream = await openDashboardStream(base, manager);
    const otherStream = await openDashboardStream(base, otherManager);
    assert.equal(stream.status, 200);
    const customer = await registerUser(api());
    const userId = await userIdOf(api(), customer);
    try {
      await api()
        .app.db.insertInto('seat_claims')
        .values({
          show_id: show.showId,
          seat_number: 'J9',
          user_id: userId,
          kind: 'HOLD',
          booking_id: null,
          expires_at: new Date(api().clock.now().getTime() + 300_000),
        })
        .execute();
      await stream.showChanged(show.showId);
      const held = (await todayOf(api(), manager)).find((entry) => entry.showId === show.showId)!;
      assert.deepEqual([held.held, held.free], [show.held + 1, show.free - 1]);

      const booking = await api()
        .app.db.insertInto('bookings')
        .values({
          user_id: userId,
          show_id: show.showId,
          status: 'CONFIRMED',
          seat_numbers: ['J10', 'J11'],
          ticket_fee_paise: 20000,
          convenience_fee_paise: 1652,
          total_paise: 21652,
          card_last4: '1111',
          cardholder_name: 'Live Test',
          removed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api().app.db.updateTable('bookings').set({ used_at: new Date() }).where('id', '=', booking.id).execute();
      await api()
        .app.db.insertInto('seat_claims')
        .values({
          show_id: otherShow.showId,
          seat_number: 'J9',
          user_id: userId,
          kind: 'HOLD',
          booking_id: null,
          expires_at: new Date(api().clock.now().getTime() + 300_000),
        })
        .execute();
      await otherStream.showChanged(otherShow.showId);
      const after = (await todayOf(api(), manager)).find((entry) => entry.showId === show.showId)!;
      assert.deepEqual([after.sold, after.admitted], [show.sold + 2, show.admitted + 2]);
      // The admission was announced too: two events for the show (the hold, the admission).
      assert.equal(stream.text().split(`data: {"showId":${show.showId}}`).length - 1, 2);
      assert.ok(stream.text().startsWith('retry: 1000\n\n'));
      assert.ok(!otherStream.text().includes(`"showId":${show.showId}}`));
      assert.ok(!stream.text().includes(`"showId":${otherShow.showId}}`));
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  test('an account keeps at most 4 streams: a fifth ends the oldest', async () => {
    const base = await baseUrl(api());
    const admin = await backOfficeToken(api(), 'admin');
    const streams: DashboardStream[] = [];
    try {
      for (let opened = 0; opened < 5; opened++) streams.push(await openDashboardStream(base, admin));
      assert.deepEqual(
        streams.map((stream) => stream.status),
        [200, 200, 200, 200, 200],
      );
      await streams[0].ended;
      assert.ok(streams[0].text().endsWith(': reconnect\n\n'));
      assert.ok(!streams[1].text().includes('reconnect'));
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
