import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../../../app.js';
import { toInstant } from '../../../lib/cinema-time.js';
import { describeEachDatabase, startTestApi, testConfig, TestClock, type TestApi } from '../../../testing/test-app.js';
import { CATALOGUE_MAX_AGE_SECONDS } from '../catalogue.js';

const CINEMA_TIME_ZONE = 'Asia/Kolkata';
const STRONG_ETAG = /^"[\w-]+"$/;

function maxAge(cacheControl: unknown): number {
  const match = /^public, max-age=(\d+), must-revalidate$/.exec(String(cacheControl));
  assert.ok(match, `Cache-Control: ${String(cacheControl)}`);
  return Number(match[1]);
}

describeEachDatabase('catalogue caching', (api) => {
  for (const url of ['/movies', '/movies/recent', '/movies/1']) {
    test(`GET ${url}: strong ETag, short public max-age, 304 for a matching If-None-Match`, async () => {
      const first = await api().get(url);
      assert.equal(first.status, 200);
      const etag = String(first.headers.etag);
      assert.match(etag, STRONG_ETAG);
      const age = maxAge(first.headers['cache-control']);
      assert.ok(age > 0 && age <= CATALOGUE_MAX_AGE_SECONDS, String(age));
      assert.match(String(first.headers.vary), /Accept-Encoding/);
      assert.match(String(first.headers['content-type']), /^application\/json/);
      // Security headers still go out with the cached bytes.
      assert.equal(first.headers['x-content-type-options'], 'nosniff');
      assert.match(String(first.headers['content-security-policy']), /default-src 'self'/);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const revalidated = await api().get(url, { headers: { 'if-none-match': ifNoneMatch } });
        assert.equal(revalidated.status, 304, ifNoneMatch);
        assert.equal(revalidated.body, '');
        assert.equal(revalidated.headers.etag, etag);
        assert.ok('cache-control' in revalidated.headers);
      }
      const changed = await api().get(url, { headers: { 'if-none-match': '"something-else"' } });
      assert.equal(changed.status, 200);
      assert.deepEqual(changed.json(), first.json());
    });
  }

  test('brotli or gzip when the client accepts it, each with its own ETag for the same content', async () => {
    const plain = await api().get('/movies');
    const br = await api().get('/movies', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(brotliDecompressSync(br.rawPayload), plain.rawPayload);
    const gzip = await api().get('/movies', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.rawPayload), plain.rawPayload);
    const wildcard = await api().get('/movies', { headers: { 'accept-encoding': '*, br;q=0' } });
    assert.equal(wildcard.headers['content-encoding'], 'gzip', 'br refused by name, gzip through *');
    const identity = await api().get('/movies', { headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size, 3);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3);
    // A tag from one encoding revalidates the others: they name the same content.
    const revalidated = await api().get('/movies', { headers: { 'if-none-match': String(gzip.headers.etag) } });
    assert.equal(revalidated.status, 304);
  });

  test('a show starting leaves the movie’s slots at once, and no cache may keep the list past that instant', async () => {
    const { clock } = api();
    const [movie] = (await api().get('/movies/recent')).json();
    const before = await api().get(`/movies/${movie.id}`);
    const [firstSlot] = before.json().slots;
    const startsAt = toInstant({ date: firstSlot.showDate, time: firstSlot.startTime }, CINEMA_TIME_ZONE).getTime();
    const secondsLeft = Math.floor((startsAt - clock.now().getTime()) / 1000);
    assert.ok(maxAge(before.headers['cache-control']) <= Math.max(0, secondsLeft));

    clock.advance(startsAt - clock.now().getTime() + 1);
    try {
      const afterStart = await api().get(`/movies/${movie.id}`, {
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      assert.equal(afterStart.status, 200, 'the old ETag no longer matches');
      assert.ok(!afterStart.json().slots.some((slot: { slotId: number }) => slot.slotId === firstSlot.slotId));
    } finally {
      clock.reset();
    }
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('catalogue caching across API processes sharing one PostgreSQL database', () => {
    let api: TestApi;
    let client: pg.Client;
    before(async () => {
      api = await startTestApi('postgres');
      client = new pg.Client({ connectionString: api.database.url });
      await client.connect();
    });
    after(async () => {
      await client?.end();
      await api?.close();
    });

    test('a change made by another process shows within max-age; a second process serves the same ETag', async () => {
      const otherClock = new TestClock();
      const other = await buildApp({
        config: testConfig,
        database: api.database.target,
        now: otherClock.now,
        logger: false,
      });
      try {
        const mine = await api.get('/movies/2');
        const theirs = await other.inject('/movies/2');
        assert.equal(theirs.headers.etag, mine.headers.etag, 'the same bytes have the same ETag in every process');

        // Another process (here: plain SQL) renames the movie.
        await client.query(`UPDATE movies SET title = 'Renamed Elsewhere' WHERE id = 2`);
        const cached = await api.get('/movies/2');
        assert.equal(cached.json().title, mine.json().title, 'served from memory within its max-age');
        assert.ok(maxAge(cached.headers['cache-control']) <= CATALOGUE_MAX_AGE_SECONDS);

        // The copy was rendered before the change, so it is gone at most max-age after the change.
        api.clock.advance(CATALOGUE_MAX_AGE_SECONDS * 1000);
        try {
          const fresh = await api.get('/movies/2', { headers: { 'if-none-match': String(mine.headers.etag) } });
          assert.equal(fresh.status, 200);
          assert.equal(fresh.json().title, 'Renamed Elsewhere');
          const all = (await api.get('/movies')).json();
          assert.equal(all.find((movie: { id: number }) => movie.id === 2).title, 'Renamed Elsewhere');
        } finally {
          api.clock.reset();
        }
      } finally {
        await other.close();
      }
    });
  });
}
