/**
 * `npm run bench:flash-sale`: an opening-night sale on one show, with 1, then 2, then 4 API processes sharing one
 * PostgreSQL database. N customers (BENCH_CUSTOMERS, 2,000) are registered and signed in, M viewers
 * (BENCH_VIEWERS, 1,000) keep the show's live seat map open, and at one moment every customer tries to buy 1–2
 * seats of one show of BENCH_SEATS (132) seats: read the seat map, hold, pay with the test card (a timeout or 503
 * is sent again with the same Idempotency-Key, as the site does; a customer who gives up releases the hold), and on
 * a 409 read the map again and try other seats, until the show is sold out or the sale's time is up.
 *
 * Each customer and viewer is its own loopback address (TRUST_PROXY off), so the default per-address limits apply
 * as in production. Requests reach the processes as the repository's HAProxy configuration sends them: a show's seat
 * map, holds, payments and releases to the one process of that show, everything else round-robin (`balancedRoute`).
 *
 * Printed per process count: seats sold against capacity and seats sold twice (from SQL), time to sell out (and by
 * when half and all of the seats were held, then paid), holds/s and payments/s, p50/p95/p99 and statuses per step,
 * the viewers' event delay (from the hold's answer to the viewer's event), payments committed but answered with an
 * error (SQL bookings against the 201s received), seats left in unpaid holds, CPU per API process, and connection
 * samples (busy, waiting for locks).
 *
 *   BENCH_DATABASE_URL (postgres://reeltime:reeltime@127.0.0.1:5432/reeltime_bench; dropped and created again)
 *   BENCH_PROCESSES (1,2,4)  BENCH_CUSTOMERS (2000)  BENCH_VIEWERS (1000)  BENCH_SEATS (132)
 *   BENCH_SALE_SECONDS (60): the sale's time limit   BENCH_REQUEST_TIMEOUT_MS (15000): a request without answer
 *   BENCH_ROUTING (by-show): `round-robin` sends each customer's requests to one process, whatever the show
 *   BENCH_API_DIR (this api package): the API to start, e.g. a checkout of another version
 *   BENCH_WAITING_ROOM (off): sell through a virtual waiting room admitting this many customers a minute
 *   BENCH_ON_SALE_LEAD_SECONDS (10): with it, the time from the flag to the on-sale moment (everyone joins before)
 *   BENCH_API_NODE_ARGS (none): node flags for each API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 *   DB_POOL_MAX, DB_POOL_WAIT_MS and the API's other settings pass through to its processes.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds, ownCpuSeconds, postgresCpuBetween, postgresCpuSeconds } from './cpu-usage.js';
import {
  balancedRoute,
  baseUrlFor,
  clientAddress,
  createClient,
  eachLimited,
  type Answer,
  type Client,
  type Route,
  type SeatJson,
  toProcess,
} from './flash-sale-clients.js';
import {
  DEFAULT_BENCH_DATABASE_URL,
  recreateDatabase,
  sampleConnections,
  showsOnSale,
  soldInSql,
  type ConnectionSample,
} from './flash-sale-database.js';
import { openSeatEventStream, type SeatEventStream } from '../src/testing/seat-event-stream.js';
import { spawnApi } from '../src/testing/spawn-server.js';
import { openSeatPages, settle, warmUp } from './flash-sale-warm-up.js';
import { WAITING_ROOM_RATE, flagOnSale, waitForTurn, type WaitingRoomRecord } from './flash-sale-waiting-room.js';

const apiDir = process.env.BENCH_API_DIR
  ? path.resolve(process.env.BENCH_API_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 8);
const CUSTOMERS = Math.min(Number(process.env.BENCH_CUSTOMERS ?? 2_000), 20_000);
const VIEWERS = Math.min(Number(process.env.BENCH_VIEWERS ?? 1_000), 5_000);
const SEATS = Number(process.env.BENCH_SEATS ?? 132);
const SALE_MS = Math.min(Number(process.env.BENCH_SALE_SECONDS ?? 60), 300) * 1000;
const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? 15_000);
/** Tries (map reads that found seats, holds) per customer before giving up. */
const MAX_TRIES = 12;
const PAYMENT_RETRY_DELAYS_MS = [600, 1_500];
/** Node flags for the API processes (NODE_OPTIONS refuses some, such as --cpu-prof). */
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** `by-show` (the load balancer's rule) or `round-robin` (each client to one process, whatever the show). */
const ROUTING = process.env.BENCH_ROUTING ?? 'by-show';
const routeFor = (urls: string[], index: number): Route =>
  ROUTING === 'round-robin' ? toProcess(baseUrlFor(urls, index)) : balancedRoute(urls, index);
const JWT_SECRET = 'flash-sale-bench-secret-long-enough-for-hs256';
const CARD = { cardNumber: '4111111111111111', expiryDate: '12/30', cvv: '123', cardHolderName: 'Flash Buyer' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], fraction: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
};
const round = (value: number, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : NaN);
const halfAndAll = (afterMs: number[]) =>
  `${round(percentile(afterMs, 0.5) / 1000, 2)} / ${round(percentile(afterMs, 1) / 1000, 2)}`;

interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts one API process as `npm run dev` would (tsx), with the bench's settings, and waits for its listening line. */
async function startApi(extraEnv: Record<string, string>): Promise<ApiProcess> {
  const server = await spawnApi(
    {
      DATABASE_URL,
      JWT_SECRET,
      HOST: '127.0.0.1',
      API_PORT: '0',
      DEMO_DATA: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Registering thousands of accounts is not what is measured: a cheaper password hash keeps the set-up short.
      PASSWORD_HASH_COST: '10',
      ...extraEnv,
    },
    { startTimeoutMs: 120_000, apiDir, nodeArgs: API_NODE_ARGS },
  );
  return {
    url: server.url,
    pid: server.child.pid!,
    async stop() {
      const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await server.stop();
      clearTimeout(killer);
    },
  };
}

/** Registers and signs in every customer once (their tokens stay good across process restarts: one secret). */
async function signInCustomers(customers: Client[]): Promise<void> {
  await eachLimited(customers, 16, async (customer) => {
    const email = `buyer${customer.index}@flash.example`;
    const password = 'secret123';
    for (let attempt = 0; attempt < 5 && !customer.token; attempt++) {
      const registered = await customer.request('POST', '/api/auth/register', {
        username: `Buyer ${customer.index}`,
        email,
        password,
        phone: `6${String(customer.index).padStart(9, '0')}`,
        gender: 'other',
      });
      if (registered.status !== 201 && registered.status !== 409) {
        await sleep(500);
        continue;
      }
      const login = await customer.request('POST', '/api/auth/login', { username: email, password });
      if (login.status === 200) customer.token = (login.body as { token: string }).token;
      else await sleep(500);
    }
    if (!customer.token) throw new Error(`customer ${customer.index} could not sign in`);
  });
}

type Step = 'map' | 'hold' | 'pay' | 'release';

interface SaleRecord {
  answers: Record<Step, Answer[]>;
  /** performance.now() when each won seat's hold was answered 200. */
  heldAt: Map<string, number>;
  /** Booking ids answered 201, and when the n-th seat was paid. */
  paidBookingIds: Set<number>;
  paidSeatTimes: number[];
  outcomes: Record<string, number>;
}

/** 1 or 2 seats side by side among those the map shows available, at random. */
function pickSeats(available: SeatJson[], wanted: number): string[] {
  const first = available[Math.floor(Math.random() * available.length)].seatNumber;
  if (wanted === 1) return [first];
  const row = first[0];
  const number = Number(first.slice(1));
  const neighbour = available.find(
    (seat) => seat.seatNumber === `${row}${number + 1}` || seat.seatNumber === `${row}${number - 1}`,
  );
  return neighbour ? [first, neighbour.seatNumber] : [first];
}

/** One customer's whole try, as a person on the site would make it. */
async function buy(
  customer: Client,
  showId: number,
  deadline: number,
  record: SaleRecord,
  admission: Record<string, string> = {},
): Promise<string> {
  const note = (step: Step, answer: Answer) => {
    record.answers[step].push(answer);
    return answer;
  };
  const wanted = 1 + (customer.index % 2);
  for (let tries = 0; tries < MAX_TRIES && performance.now() < deadline; tries++) {
    const map = note('map', await customer.request('GET', `/api/seats/slot/${showId}`));
    if (map.status !== 200) {
      await sleep(250 + Math.random() * 500);
      continue;
    }
    const seats = map.body as SeatJson[];
    const available = seats.filter((seat) => seat.status === 'AVAILABLE');
    if (available.length === 0) {
      if (!seats.some((seat) => seat.status === 'HELD')) return 'sold out';
      // Every seat is held by someone paying: look again in a moment, some holds may come free.
      tries--;
      await sleep(500 + Math.random() * 500);
      continue;
    }
    const hold = note(
      'hold',
      await customer.request(
        'POST',
        '/api/bookings/select-seats',
        { slotId: showId, seatNumbers: pickSeats(available, wanted) },
        admission,
      ),
    );
    if (hold.status !== 200) {
      if (hold.status !== 409) await sleep(250 + Math.random() * 500);
      continue;
    }
    const held = hold.body as { seatNumbers: string[]; totalAmount: number };
    const heldAt = performance.now();
    for (const seat of held.seatNumbers) record.heldAt.set(seat, heldAt);
    const key = randomUUID();
    for (let attempt = 0; ; attempt++) {
      const paid = note(
        'pay',
        await customer.request(
          'POST',
          '/api/bookings/payment',
          { slotId: showId, seatNumbers: held.seatNumbers, totalAmount: held.totalAmount, ...CARD },
          { 'idempotency-key': key, ...admission },
        ),
      );
      if (paid.status === 201) {
        const bookingId = (paid.body as { bookingId: number }).bookingId;
        if (!record.paidBookingIds.has(bookingId)) {
          record.paidBookingIds.add(bookingId);
          for (let seat = 0; seat < held.seatNumbers.length; seat++) record.paidSeatTimes.push(performance.now());
        }
        return 'bought';
      }
      const retryable = paid.status === 0 || paid.status === 502 || paid.status === 503 || paid.status === 504;
      if (!retryable || attempt >= PAYMENT_RETRY_DELAYS_MS.length) break;
      await sleep(PAYMENT_RETRY_DELAYS_MS[attempt]);
    }
    // Gave up on paying: the seats go back to everyone at once, as the site's payment page does.
    note('release', await customer.request('DELETE', `/api/bookings/hold?slotId=${showId}`));
    return 'payment failed';
  }
  return performance.now() >= deadline ? 'out of time' : 'gave up';
}

interface RoundResult {
  processes: number;
  capacity: number;
  sold: number;
  soldTwice: number;
  sellOutMs: number | null;
  /** When each seat won was held, and each seat sold was paid, after the burst began. */
  heldAfterMs: number[];
  paidAfterMs: number[];
  record: SaleRecord;
  saleMs: number;
  committedButErrored: number;
  stranded: number;
  eventDelays: number[];
  viewersOpen: number;
  missedEvents: number;
  cpu: number[];
  /** CPU % (of one core, over the sale) of all PostgreSQL processes, and of the bench's own process. */
  postgresCpu: number;
  benchCpu: number;
  samples: ConnectionSample[];
  queue: WaitingRoomRecord | null;
}

async function runRound(
  processes: number,
  showId: number,
  warmShowIds: number[],
  capacity: number,
  customers: Client[],
  viewerCount: number,
  sql: pg.Client,
): Promise<RoundResult> {
  const apis: ApiProcess[] = [];
  const viewers: SeatEventStream[] = [];
  try {
    // One at a time: the first one migrates and seeds, the others find it done.
    for (let index = 0; index < processes; index++) apis.push(await startApi({}));
    const urls = apis.map((api) => api.url);
    // Each process is warmed up by its own customers; the sale then goes where the load balancer would send it.
    for (const customer of customers) customer.route = toProcess(baseUrlFor(urls, customer.index));
    if (customers.some((customer) => !customer.token)) await signInCustomers(customers);
    await warmUp(customers, warmShowIds, CARD);
    for (const customer of customers) customer.route = routeFor(urls, customer.index);
    await openSeatPages(customers, showId);

    for (let index = 0; index < viewerCount; index += 100) {
      const batch = Array.from({ length: Math.min(100, viewerCount - index) }, (_, offset) => {
        const viewer = CUSTOMERS + index + offset;
        return openSeatEventStream(baseUrlFor(urls, viewer), showId, {}, clientAddress(viewer));
      });
      viewers.push(...(await Promise.all(batch)).filter((stream) => stream.status === 200));
    }

    await settle(apis.map((api) => api.pid));
    const record: SaleRecord = {
      answers: { map: [], hold: [], pay: [], release: [] },
      heldAt: new Map(),
      paidBookingIds: new Set(),
      paidSeatTimes: [],
      outcomes: {},
    };
    const cpuBefore = await Promise.all(apis.map((api) => cpuSeconds(api.pid)));
    const postgresBefore = await postgresCpuSeconds();
    const benchBefore = ownCpuSeconds();
    const samples: ConnectionSample[] = [];
    let sampling = true;
    const sampler = (async () => {
      const database = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
      while (sampling) {
        samples.push(await sampleConnections(sql, database));
        await sleep(100);
      }
    })();

    const queue: WaitingRoomRecord | null = WAITING_ROOM_RATE > 0 ? { answers: [], admittedAfterMs: [] } : null;
    const onSaleAt = queue
      ? await flagOnSale(
          createClient(CUSTOMERS + viewerCount, toProcess(urls[0]), REQUEST_TIMEOUT_MS),
          showId,
          WAITING_ROOM_RATE,
        )
      : 0;
    const started = performance.now();
    const deadline = started + SALE_MS;
    const outcomes = await Promise.all(
      customers.map(async (customer) => {
        if (!queue) return buy(customer, showId, deadline, record);
        const token = await waitForTurn(customer, showId, onSaleAt, deadline, queue);
        return token
          ? buy(customer, showId, deadline, record, { 'x-admission-token': token })
          : 'out of time in the queue';
      }),
    );
    const saleMs = performance.now() - started;
    sampling = false;
    await sampler;
    const cpuAfter = await Promise.all(apis.map((api) => cpuSeconds(api.pid)));
    const benchCpu = ownCpuSeconds() - benchBefore;
    const postgresCpu = postgresCpuBetween(postgresBefore, await postgresCpuSeconds());
    const percentOfSale = (seconds: number) => round((seconds / (saleMs / 1000)) * 100);
    for (const outcome of outcomes) record.outcomes[outcome] = (record.outcomes[outcome] ?? 0) + 1;

    // Let the last events reach the viewers before counting them.
    await sleep(1_000);
    const inSql = await soldInSql(sql, showId);
    const paidTimes = [...record.paidSeatTimes].sort((a, b) => a - b);
    const eventDelays: number[] = [];
    let missedEvents = 0;
    for (const viewer of viewers) {
      const firstSeen = new Map<string, number>();
      for (const event of viewer.events) {
        for (const change of event.changes) {
          if (change.status !== 'AVAILABLE' && !firstSeen.has(change.seatNumber))
            firstSeen.set(change.seatNumber, event.receivedAt);
        }
      }
      for (const [seat, heldAt] of record.heldAt) {
        const seen = firstSeen.get(seat);
        if (seen === undefined) missedEvents++;
        else eventDelays.push(Math.max(0, seen - heldAt));
      }
    }
    return {
      processes,
      capacity,
      sold: inSql.soldSeats,
      soldTwice: inSql.seatsSoldTwice,
      sellOutMs: paidTimes.length >= capacity ? paidTimes[capacity - 1] - started : null,
      heldAfterMs: [...record.heldAt.values()].map((at) => at - started),
      paidAfterMs: paidTimes.map((at) => at - started),
      record,
      saleMs,
      committedButErrored: inSql.bookingIds.filter((id) => !record.paidBookingIds.has(id)).length,
      stranded: inSql.strandedHeldSeats,
      eventDelays,
      viewersOpen: viewers.length,
      missedEvents,
      cpu: cpuAfter.map((after, index) => percentOfSale(after - cpuBefore[index])),
      postgresCpu: percentOfSale(postgresCpu),
      benchCpu: percentOfSale(benchCpu),
      samples,
      queue,
    };
  } finally {
    for (const viewer of viewers) viewer.close();
    await Promise.all(apis.map((api) => api.stop()));
  }
}

function statuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

function report(result: RoundResult): Record<string, string | number> {
  const { record, samples } = result;
  const windowS = (result.sellOutMs ?? result.saleMs) / 1000;
  const holdsAnswered = record.answers.hold.filter((answer) => answer.status !== 0).length;
  const mean = (pick: (sample: ConnectionSample) => number) =>
    round(samples.reduce((sum, sample) => sum + pick(sample), 0) / Math.max(1, samples.length), 1);
  const max = (pick: (sample: ConnectionSample) => number) => Math.max(0, ...samples.map(pick));
  const row: Record<string, string | number> = {
    processes: result.processes,
    'sold / capacity': `${result.sold} / ${result.capacity}`,
    'seats sold twice': result.soldTwice,
    'sell-out s':
      result.sellOutMs === null
        ? `not sold out in ${round(result.saleMs / 1000, 1)} s`
        : round(result.sellOutMs / 1000, 2),
    // Where the sell-out's time goes: taking the seats, then paying for them.
    'seats held by s (half / all)': halfAndAll(result.heldAfterMs),
    'seats paid by s (half / all)': halfAndAll(result.paidAfterMs),
    'holds/s': round(holdsAnswered / windowS, 1),
    'seats held/s': round(record.heldAt.size / windowS, 1),
    'payments/s': round(record.paidBookingIds.size / windowS, 1),
    'committed, answered error': result.committedButErrored,
    'stranded held seats': result.stranded,
  };
  for (const step of ['map', 'hold', 'pay', 'release'] as const) {
    const times = record.answers[step].map((answer) => answer.ms);
    row[`${step} p50/p95/p99 ms`] =
      `${round(percentile(times, 0.5))} / ${round(percentile(times, 0.95))} / ${round(percentile(times, 0.99))}`;
    row[`${step} statuses`] = statuses(record.answers[step]) || '-';
  }
  if (result.queue) {
    const times = result.queue.answers.map((answer) => answer.ms);
    row['waiting room'] = `${WAITING_ROOM_RATE} a minute`;
    row['queue p50/p95/p99 ms'] =
      `${round(percentile(times, 0.5))} / ${round(percentile(times, 0.95))} / ${round(percentile(times, 0.99))}`;
    row['queue statuses'] = statuses(result.queue.answers) || '-';
    row['admitted after on-sale p50/max s'] =
      `${round(percentile(result.queue.admittedAfterMs, 0.5) / 1000, 1)} / ${round(Math.max(0, ...result.queue.admittedAfterMs) / 1000, 1)}`;
  }
  const answers = [...Object.values(record.answers).flat(), ...(result.queue?.answers ?? [])];
  row['5xx answers'] = answers.filter((answer) => answer.status >= 500).length;
  row['customers'] = Object.entries(record.outcomes)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');
  row['viewers open'] = result.viewersOpen;
  row['event delay p50/p95 ms'] =
    `${round(percentile(result.eventDelays, 0.5))} / ${round(percentile(result.eventDelays, 0.95))}`;
  row['events missed'] = result.missedEvents;
  row['CPU % per process'] = result.cpu.join(' / ');
  row['CPU % PostgreSQL, bench'] = `${result.postgresCpu} / ${result.benchCpu}`;
  row['connections busy mean/max'] =
    `${mean((s) => s.active + s.idleInTransaction)} / ${max((s) => s.active + s.idleInTransaction)} of ${max((s) => s.open)} open`;
  row['advisory-lock waiters mean/max'] = `${mean((s) => s.advisoryWaits)} / ${max((s) => s.advisoryWaits)}`;
  row['row-lock waiters mean/max'] = `${mean((s) => s.otherLockWaits)} / ${max((s) => s.otherLockWaits)}`;
  return row;
}

async function main() {
  const target = new URL(DATABASE_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('the flash sale runs against a PostgreSQL on this machine only');
  console.log(
    `Flash sale: ${CUSTOMERS} customers, ${VIEWERS} viewers, one show of ${SEATS} seats, processes ${PROCESS_COUNTS.join(', ')}; API from ${apiDir}`,
  );
  await recreateDatabase(DATABASE_URL);
  const customers = Array.from({ length: CUSTOMERS }, (_, index) =>
    createClient(index, toProcess(''), REQUEST_TIMEOUT_MS),
  );
  const sql = new pg.Client({ connectionString: DATABASE_URL });
  const rows: Record<string, string | number>[] = [];
  try {
    let shows: { id: number; capacity: number }[] = [];
    for (const processes of PROCESS_COUNTS) {
      if (shows.length === 0) {
        // The first start creates the schema and the demo shows: the shows are chosen once they exist.
        const first = await startApi({});
        await first.stop();
        await sql.connect();
        // Each round: one on sale, and one per process to warm that process up on.
        const needed = PROCESS_COUNTS.reduce((sum, count) => sum + 1 + count, 0);
        shows = await showsOnSale(sql, SEATS, needed);
      }
      const show = shows.shift()!;
      const warmShowIds = shows.splice(0, processes).map((warmShow) => warmShow.id);
      console.log(`\n${processes} API process${processes > 1 ? 'es' : ''}: show ${show.id}`);
      const result = await runRound(processes, show.id, warmShowIds, show.capacity, customers, VIEWERS, sql);
      const row = report(result);
      console.table(Object.entries(row).map(([measure, value]) => ({ measure, value })));
      rows.push(row);
    }
  } finally {
    for (const customer of customers) customer.close();
    await sql.end().catch(() => {});
  }
  console.log('\nSizing (one show, one burst):');
  console.table(
    rows.map((row) => ({
      processes: row.processes,
      'sell-out s': row['sell-out s'],
      'all held s': String(row['seats held by s (half / all)']).split(' / ')[1],
      'holds/s': row['holds/s'],
      'payments/s': row['payments/s'],
      'hold p95 ms': String(row['hold p50/p95/p99 ms']).split(' / ')[1],
      'pay p95 ms': String(row['pay p50/p95/p99 ms']).split(' / ')[1],
      'sold twice': row['seats sold twice'],
      'answered error': row['committed, answered error'],
      stranded: row['stranded held seats'],
      '5xx': row['5xx answers'],
    })),
  );
  const failed = rows.some(
    (row) =>
      Number(row['seats sold twice']) > 0 ||
      Number(String(row['sold / capacity']).split(' / ')[0]) > Number(String(row['sold / capacity']).split(' / ')[1]),
  );
  if (failed) {
    console.error('A seat was sold twice or more seats were sold than the show has.');
    process.exitCode = 1;
  }
}

const watchdog = setTimeout(
  () => {
    console.error('The flash sale ran past its time limit and was stopped.');
    process.exit(2);
  },
  PROCESS_COUNTS.length * (SALE_MS + 10 * 60_000),
);
watchdog.unref();
await main();
