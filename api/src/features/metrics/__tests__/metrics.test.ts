import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loadConfig } from '../../../config.js';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { goodCard, holdSeats, freshSlot, registerUser } from '../../../testing/fixtures.js';

const TOKEN = 'scrape-token-for-the-metrics-tests';

async function scrape(api: TestApi, token: string | null = TOKEN) {
  return fetch(api.app.metricsUrl!, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function metricsText(api: TestApi): Promise<string> {
  const response = await scrape(api);
  assert.equal(response.status, 200);
  return response.text();
}

/** The value of one series (`name{labels}`), 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

describeEachDatabase(
  'GET /metrics',
  (api) => {
    it('is served on the metrics port only, and only to the bearer of the token', async () => {
      assert.match(api().app.metricsUrl ?? '', /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const onApiPort = await api().get('/metrics');
      assert.equal(onApiPort.status, 404);
      assert.equal((await scrape(api(), null)).status, 401);
      assert.equal((await scrape(api(), 'not-the-token')).status, 401);
      const allowed = await scrape(api());
      assert.equal(allowed.status, 200);
      assert.match(allowed.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      const text = await allowed.text();
      // Node's own metrics, event-loop lag among them, and the pool's.
      assert.ok(
        sample(text, 'nodejs_eventloop_lag_p99_seconds') >= 0 && text.includes('nodejs_eventloop_lag_p99_seconds'),
      );
      assert.ok(sample(text, 'reeltime_db_pool_max_connections') >= 1);
      assert.ok(text.includes('reeltime_db_pool_connections{state="idle"}'));
      assert.ok(text.includes('reeltime_db_pool_waiting_queries 0'));
    });

    it('counts answers by route pattern and status, never by the raw URL', async () => {
      const [movie] = (await api().get('/movies/recent')).json();
      assert.equal((await api().get(`/movies/${movie.id}`)).status, 200);
      assert.equal((await api().get('/no/such/path/4711')).status, 404);
      const text = await metricsText(api());
      assert.ok(
        sample(text, 'reeltime_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/movies/:id',
          status_code: '200',
        }) >= 1,
      );
      assert.ok(
        sample(text, 'reeltime_http_request_duration_seconds_count', {
          method: 'GET',
          route: 'unmatched',
          status_code: '404',
        }) >= 1,
      );
      assert.ok(!text.includes(`route="/movies/${movie.id}"`));
      assert.ok(!text.includes('4711'));
    });

    it('counts holds, payments and bookings by outcome, and the mail queue they fill', async () => {
      const before = await metricsText(api());
      const buyer = await registerUser(api());
      const rival = await registerUser(api());
      const slotId = await freshSlot(api());
      const hold = await holdSeats(api(), buyer.token, slotId, ['A1']);
      const taken = await api().post(
        '/api/bookings/select-seats',
        { slotId, seatNumbers: ['A1'] },
        { token: rival.token },
      );
      assert.equal(taken.status, 409);
      const payment = { slotId, seatNumbers: ['A1'], totalAmount: hold.totalAmount, ...goodCard };
      const paid = await api().post('/api/bookings/payment', payment, {
        token: buyer.token,
        headers: { 'idempotency-key': 'metrics-pay' },
      });
      assert.equal(paid.status, 201);
      // The client retries after a lost answer: the same booking again, which is no second booking.
      const retried = await api().post('/api/bookings/payment', payment, {
        token: buyer.token,
        headers: { 'idempotency-key': 'metrics-pay' },
      });
      assert.equal(retried.json().id, paid.json().id);

      const after = await metricsText(api());
      const moved = (name: string, labels: Record<string, string>) =>
        sample(after, name, labels) - sample(before, name, labels);
      assert.equal(moved('reeltime_holds_total', { outcome: 'success' }), 1);
      assert.equal(moved('reeltime_holds_total', { outcome: 'conflict' }), 1);
      assert.equal(moved('reeltime_payments_total', { outcome: 'success' }), 1);
      assert.equal(moved('reeltime_payments_total', { outcome: 'replayed' }), 1);
      assert.equal(moved('reeltime_bookings_total', { outcome: 'confirmed' }), 1);
      // The confirmation e-mail waits in the outbox (no mail worker in tests) until it is sent.
      assert.ok(sample(after, 'reeltime_mail_queue_depth') >= 1);
      assert.ok(after.includes('reeltime_mail_queue_oldest_age_seconds'));
      await api().app.drainMailOutbox();
      const drained = await metricsText(api());
      assert.equal(sample(drained, 'reeltime_mail_queue_depth'), 0);
      assert.equal(sample(drained, 'reeltime_mail_queue_oldest_age_seconds'), 0);
      assert.ok(
        sample(drained, 'reeltime_db_pool_wait_seconds_count') > sample(before, 'reeltime_db_pool_wait_seconds_count'),
      );
    });

    it('counts the live seat-map streams open now', async () => {
      const slotId = await freshSlot(api());
      const base = await api().app.listen({ host: '127.0.0.1', port: 0 });
      const viewer = new AbortController();
      const stream = await fetch(`${base}/api/seats/slot/${slotId}/events`, { signal: viewer.signal });
      assert.equal(stream.status, 200);
      await stream.body!.getReader().read();
      assert.equal(sample(await metricsText(api()), 'reeltime_live_seat_streams'), 1);
      viewer.abort();
      for (let tries = 0; tries < 50 && sample(await metricsText(api()), 'reeltime_live_seat_streams') !== 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const after = await metricsText(api());
      assert.equal(sample(after, 'reeltime_live_seat_streams'), 0);
      // A stream lasts minutes: it is not an answer time.
      assert.ok(!after.includes('route="/api/seats/slot/:slotId/events"'));
    });

    it('counts rate-limit refusals by the rule that refused', async () => {
      const customer = await registerUser(api());
      const slotId = await freshSlot(api());
      const statuses: number[] = [];
      for (const seat of ['B1', 'B2', 'B3']) {
        statuses.push(
          (await api().post('/api/bookings/select-seats', { slotId, seatNumbers: [seat] }, { token: customer.token }))
            .status,
        );
      }
      assert.deepEqual(statuses, [200, 200, 429]);
      const text = await metricsText(api());
      assert.equal(sample(text, 'reeltime_rate_limit_refusals_total', { rule: 'limits.holdAccount' }), 1);
    });
  },
  {
    metricsPort: 0,
    metricsToken: TOKEN,
    host: '127.0.0.1',
    limits: {
      ...loadConfig({}).limits,
      authAddress: { max: 0, windowMs: 60_000 },
      codeSendAddress: { max: 0, windowMs: 60_000 },
      holdAddress: { max: 0, windowMs: 60_000 },
      holdSeatsPerAddressPerShow: 0,
      holdAccount: { max: 2, windowMs: 60_000 },
    },
  },
);
