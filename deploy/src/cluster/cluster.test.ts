import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { startCluster, type TestCluster } from '../harness/cluster.js';
import {
  call,
  newCustomer,
  openSeatStream,
  TEST_CARD,
  upcomingShows,
  type Customer,
  type SeatStream,
} from '../harness/client.js';
import { psql } from '../harness/postgres.js';
import { waitUntil } from '../harness/processes.js';

const API_PROCESSES = 4;
const ROLE_STATEMENT_TIMEOUT = '9s';
/** Customers shopping during the rolling restart, each on a show of its own (their holds and payments never wait on each other). */
const CUSTOMERS = 6;
const run = randomBytes(3).toString('hex');

/**
 * One cluster for every story below, as an operator runs it: PostgreSQL, PgBouncer (transaction mode), four API
 * processes, HAProxy with the repository's configurations. Everything is stopped at the end.
 */
describe('four API processes behind HAProxy and PgBouncer on PostgreSQL', () => {
  let cluster: TestCluster;
  let shows: { slotId: number; freeSeats: string[] }[];
  const startedAt = Date.now();

  before(async () => {
    cluster = await startCluster({ apis: API_PROCESSES, statementTimeout: ROLE_STATEMENT_TIMEOUT });
    console.log(`cluster started in ${Date.now() - startedAt} ms`);
    // One show for each shopping customer, and one more for the show-affinity story.
    shows = await upcomingShows(cluster.haproxy.url, CUSTOMERS + 1);
  });
  after(async () => {
    await cluster?.stop();
  });

  test('every process is healthy in HAProxy and requests are spread over all of them', async () => {
    await cluster.allUp();
    assert.deepEqual(
      await cluster.haproxy.serverStates(),
      Object.fromEntries(cluster.apis.map((api) => [api.name, 'UP'])),
    );
    const before = await cluster.haproxy.serverRequests();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => call(cluster.haproxy.url, 'GET', '/movies/recent')),
    );
    assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
    const after = await cluster.haproxy.serverRequests();
    for (const api of cluster.apis)
      assert.ok(after[api.name] > before[api.name], `${api.name} got no request: ${JSON.stringify({ before, after })}`);
    const ready = await call(cluster.haproxy.url, 'GET', '/health/ready');
    assert.deepEqual(ready.json(), { status: 'ok' });
  });

  test("a show's seat map, holds, payments and releases reach one process, whoever sends them; its live streams are spread", async () => {
    const show = shows[CUSTOMERS];
    // Accounts of their own run name: the rolling restart below counts every booking of this run's customers.
    const buyers = await Promise.all([1, 2, 3, 4].map((n) => newCustomer(cluster.haproxy.url, `${run}s`, n)));
    const spreadBefore = await cluster.haproxy.serverRequests('api');
    const streams = await Promise.all(cluster.apis.map(() => openSeatStream(cluster.haproxy.url, show.slotId)));
    try {
      const spreadAfter = await cluster.haproxy.serverRequests('api');
      const before = await cluster.haproxy.serverRequests('api-by-show');
      const seats = show.freeSeats.slice(0, buyers.length);
      const answers = await Promise.all(
        buyers.map(async (buyer, index) => {
          const seatNumbers = [seats[index]];
          const map = await call(cluster.haproxy.url, 'GET', `/api/seats/slot/${show.slotId}`, { token: buyer.token });
          const hold = await call(cluster.haproxy.url, 'POST', '/api/bookings/select-seats', {
            body: { slotId: show.slotId, seatNumbers },
            token: buyer.token,
          });
          const ended =
            index % 2 === 0
              ? await call(cluster.haproxy.url, 'POST', '/api/bookings/payment', {
                  body: { slotId: show.slotId, seatNumbers, totalAmount: hold.json().totalAmount, ...TEST_CARD },
                  token: buyer.token,
                  headers: { 'idempotency-key': randomUUID() },
                })
              : await call(cluster.haproxy.url, 'DELETE', `/api/bookings/hold?slotId=${show.slotId}`, {
                  token: buyer.token,
                });
          return [map.status, hold.status, ended.status];
        }),
      );
      assert.deepEqual(answers, [
        [200, 200, 201],
        [200, 200, 204],
        [200, 200, 201],
        [200, 200, 204],
      ]);
      const after = await cluster.haproxy.serverRequests('api-by-show');
      const sent = Object.entries(after)
        .map(([name, requests]) => [name, requests - before[name]] as const)
        .filter(([, requests]) => requests > 0);
      assert.deepEqual(sent, [[sent[0][0], 12]], JSON.stringify({ before, after }));

      // The streams were spread over the processes, and each hears of every seat sold, whichever process sold it.
      const streaming = cluster.apis.filter((api) => spreadAfter[api.name] > spreadBefore[api.name]);
      assert.ok(streaming.length > 1, JSON.stringify({ spreadBefore, spreadAfter }));
      const sold = seats.filter((_, index) => index % 2 === 0);
      for (const stream of streams)
        await waitUntil(
          () =>
            sold.every((seat) =>
              stream.changes.some((change) => change.seatNumber === seat && change.status === 'BOOKED'),
            ),
          `${sold.join(', ')} BOOKED on every stream`,
          2_000,
          20,
          () => JSON.stringify(stream.changes),
        );
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test("pooled connections run with the role's statement_timeout, and a seat stream hears every hold and release through the pooler", async () => {
    // What a pooled server connection runs with: the role's default in this database (the API sends no startup timeouts).
    assert.equal(await psql(cluster.pgbouncer.url, 'SHOW statement_timeout'), ROLE_STATEMENT_TIMEOUT);
    assert.equal(await psql(cluster.pgbouncer.url, 'SHOW idle_in_transaction_session_timeout'), '30s');

    const customer = await newCustomer(cluster.haproxy.url, run, 0);
    const show = shows[0];
    const seat = show.freeSeats.at(-1)!;
    const stream = await openSeatStream(cluster.haproxy.url, show.slotId);
    try {
      // Each change is awaited on the stream before the next is made: a process gathers a show's changes for up to
      // 200 ms while they keep coming and sends each seat's latest status, so a hold released within that time
      // would reach the stream as one event. Every one of them must arrive: none is lost through the pooler.
      const ROUNDS = 10;
      const mine = () => stream.changes.filter((change) => change.seatNumber === seat);
      const seen = (status: string) => mine().filter((change) => change.status === status).length;
      /** Sends one change and waits until the stream has told its `round`-th `status` for the seat. */
      const changeAndSee = async (
        round: number,
        send: () => ReturnType<typeof call>,
        expected: number,
        status: string,
        what: string,
      ) => {
        const answer = await send();
        assert.equal(answer.status, expected, answer.text);
        await waitUntil(
          () => seen(status) >= round,
          `${what} ${round} on the stream`,
          1_000,
          20,
          () => JSON.stringify(mine()),
        );
      };
      let firstEventMs = Infinity;
      for (let round = 1; round <= ROUNDS; round++) {
        const heldAt = Date.now();
        const hold = () =>
          call(cluster.haproxy.url, 'POST', '/api/bookings/select-seats', {
            body: { slotId: show.slotId, seatNumbers: [seat] },
            token: customer.token,
          });
        await changeAndSee(round, hold, 200, 'HELD', 'hold');
        if (round === 1) firstEventMs = mine()[0].at - heldAt;
        const release = () =>
          call(cluster.haproxy.url, 'DELETE', `/api/bookings/hold?slotId=${show.slotId}`, { token: customer.token });
        await changeAndSee(round, release, 204, 'AVAILABLE', 'release');
      }
      console.log(
        `seat stream through HAProxy: first event ${firstEventMs} ms after the hold was sent; ${mine().length} of ${2 * ROUNDS} events received`,
      );
      assert.deepEqual(
        mine().map((change) => change.status),
        Array.from({ length: ROUNDS }, () => ['HELD', 'AVAILABLE']).flat(),
      );
      assert.ok(firstEventMs < 1_000, `${firstEventMs} ms`);
    } finally {
      stream.close();
    }
  });

  test('rolling restart of every process under load: no failed request, no lost or doubled booking, streams told to reconnect', async () => {
    const customers: Customer[] = [];
    for (let n = 1; n <= CUSTOMERS; n++) customers.push(await newCustomer(cluster.haproxy.url, run, n));
    const streams: SeatStream[] = await Promise.all(
      cluster.apis.map(() => openSeatStream(cluster.haproxy.url, shows[0].slotId)),
    );

    const failures: string[] = [];
    const booked: { id: number; seat: string }[] = [];
    let requests = 0;
    let stopping = false;
    const request = async (
      method: string,
      path: string,
      customer: Customer,
      body?: unknown,
      headers?: Record<string, string>,
    ) => {
      requests++;
      try {
        const answer = await call(cluster.haproxy.url, method, path, { body, token: customer.token, headers });
        if (answer.status >= 500) failures.push(`${method} ${path}: ${answer.status} ${answer.text}`);
        return answer;
      } catch (error) {
        failures.push(`${method} ${path}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`);
        return undefined;
      }
    };
    const shop = async (customer: Customer, show: { slotId: number; freeSeats: string[] }) => {
      for (let turn = 0; !stopping; turn++) {
        const seat = show.freeSeats[turn];
        if (!seat) return;
        await request('GET', '/movies/recent', customer);
        await request('GET', `/api/seats/slot/${show.slotId}`, customer);
        const hold = await request('POST', '/api/bookings/select-seats', customer, {
          slotId: show.slotId,
          seatNumbers: [seat],
        });
        if (hold?.status !== 200) {
          if (hold) failures.push(`hold ${seat}: ${hold.status} ${hold.text}`);
          return;
        }
        const paid = await request(
          'POST',
          '/api/bookings/payment',
          customer,
          { slotId: show.slotId, seatNumbers: [seat], totalAmount: hold.json().totalAmount, ...TEST_CARD },
          { 'idempotency-key': randomUUID() },
        );
        if (paid?.status === 201) booked.push({ id: paid.json<{ id: number }>().id, seat: `${show.slotId} ${seat}` });
        else if (paid) failures.push(`payment ${seat}: ${paid.status} ${paid.text}`);
        // A customer looks at the confirmation before the next booking.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const shopping = Promise.all(customers.map((customer, index) => shop(customer, shows[index])));

    const exits: string[] = [];
    const retired: { name: string; output: () => string }[] = [];
    const restartStartedAt = Date.now();
    try {
      for (let index = 0; index < cluster.apis.length; index++) {
        retired.push({ name: cluster.apis[index].name, output: cluster.apis[index].process.output });
        exits.push(await cluster.restart(index));
        await cluster.allUp(15_000);
      }
    } finally {
      stopping = true;
      await shopping;
    }
    const restartMs = Date.now() - restartStartedAt;
    const endings = await Promise.all(
      streams.map((stream) =>
        Promise.race([stream.ended, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 2_000))]),
      ),
    );
    for (const stream of streams) stream.close();

    const [bookings, doubled] = await Promise.all([
      psql(
        cluster.database.url,
        `SELECT b.id, b.show_id, s FROM bookings b JOIN users u ON u.id = b.user_id, unnest(b.seat_numbers) s
        WHERE u.email LIKE 'cluster-${run}-%' ORDER BY b.id`,
      ),
      psql(
        cluster.database.url,
        `SELECT b.show_id, s, count(*) FROM bookings b, unnest(b.seat_numbers) s
        WHERE b.removed_at IS NULL GROUP BY b.show_id, s HAVING count(*) > 1`,
      ),
    ]);
    const inDatabase = bookings ? bookings.split('\n').map((line) => line.replaceAll('|', ' ')) : [];
    console.log(
      `rolling restart of ${cluster.apis.length} processes in ${restartMs} ms: exits ${exits.join(', ')}; ${requests} requests, ${failures.length} failed; ${booked.length} bookings paid; streams ended: ${endings.join(', ')}`,
    );

    if (failures.length > 0)
      for (const api of retired) console.log(`${api.name} (until its restart):\n${api.output().slice(-3000)}`);
    assert.deepEqual(failures, []);
    assert.deepEqual(
      exits,
      cluster.apis.map(() => '0'),
    );
    assert.ok(booked.length >= CUSTOMERS, `bookings were made during the restart (${booked.length})`);
    assert.deepEqual(
      inDatabase,
      booked.sort((a, b) => a.id - b.id).map((booking) => `${booking.id} ${booking.seat}`),
      'every paid booking is in the database once, and no other',
    );
    assert.equal(doubled, '', 'no seat booked twice');
    assert.deepEqual(
      endings,
      streams.map(() => 'reconnect'),
      'each stream ended with a reconnect frame when its process shut down',
    );
  });
});
