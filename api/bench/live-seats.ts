/**
 * The live seat map under load, part of `npm run bench -w api` (PostgreSQL only: it needs two API processes
 * on one database). Process A takes holds; viewers stream the show's events from process B. For each number
 * of viewers (BENCH_LIVE_VIEWERS, default 1,100,500,1000,2500,5000) it makes BENCH_LIVE_HOLDS holds, one at a
 * time, and measures, for every viewer, the time from sending the hold to A until that viewer has the event
 * from B: p50/p95/max over all viewers and holds. The ramp stops after the first step whose p95 passes 1 s.
 * The viewers run in this (bench) process, so on a small machine their own parsing is part of the figure.
 */
import { createTestDatabase } from '../src/testing/test-database.js';
import { call, spawnServer, type ServerProcess } from '../src/testing/spawn-server.js';
import { openSeatEventStream, seatIs, type SeatEventStream } from '../src/testing/seat-event-stream.js';

const VIEWER_STEPS = (process.env.BENCH_LIVE_VIEWERS ?? '1,100,500,1000,2500,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const HOLDS = Number(process.env.BENCH_LIVE_HOLDS ?? 20);
const OPEN_BATCH = 100;
const WAIT_MS = 5_000;

export interface LiveSeatRow {
  viewers: number;
  holds: number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
  missed: number;
  'hold request p50 ms': number;
  'B rss MB': number | string;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];

async function rssMb(pid: number | undefined): Promise<number | string> {
  if (!pid) return '?';
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return '?';
  }
}

export async function benchLiveSeats(
  postgresUrl: string,
): Promise<{ rows: LiveSeatRow[]; maxViewersUnderOneSecond: number }> {
  process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await createTestDatabase('postgres');
  const env = {
    DATABASE_URL: database.url!,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'warn',
    HOLD_RATE_LIMIT_MAX: '0',
    SEAT_EVENTS_MAX_PER_ADDRESS: '0',
    SEAT_EVENTS_MAX_CONNECTIONS: '0',
    SEAT_EVENTS_MAX_AGE_SECONDS: '0',
  };
  const servers: ServerProcess[] = [];
  const viewers: SeatEventStream[] = [];
  const rows: LiveSeatRow[] = [];
  let maxViewersUnderOneSecond = 0;
  try {
    servers.push(await spawnServer(env), await spawnServer(env));
    const [a, b] = servers.map((server) => server.url);
    const token = (
      await call(a, 'POST', '/api/auth/login', { username: 'demo@reeltime.app', password: 'demo1234' })
    ).json().token as string;
    const [movie] = (await call(a, 'GET', '/movies/recent')).json();
    const slotId = ((await call(a, 'GET', `/movies/${movie.id}`)).json().slots as { slotId: number }[]).at(-1)!.slotId;
    // Seats to take turns on, from the show's own map (whatever the theatre's layout).
    const seats = (
      (await call(a, 'GET', `/api/seats/slot/${slotId}`)).json() as { seatNumber: string; status: string }[]
    )
      .filter((seat) => seat.status === 'AVAILABLE')
      .slice(0, 20)
      .map((seat) => seat.seatNumber);
    let round = 0;

    for (const target of VIEWER_STEPS) {
      while (viewers.length < target) {
        const batch = Math.min(OPEN_BATCH, target - viewers.length);
        const opened = await Promise.all(Array.from({ length: batch }, () => openSeatEventStream(b, slotId)));
        const refused = opened.filter((stream) => stream.status !== 200);
        if (refused.length > 0)
          throw new Error(`process B refused ${refused.length} streams (status ${refused[0].status})`);
        viewers.push(...opened);
      }
      const latencies: number[] = [];
      const holdTimes: number[] = [];
      let missed = 0;
      for (let hold = 0; hold < HOLDS; hold++) {
        // Alternate seats, so each hold is a change (the previous seat is released, this one held).
        const seat = seats[round++ % seats.length];
        const marks = viewers.map((viewer) => viewer.events.length);
        const sentAt = performance.now();
        const response = await call(a, 'POST', '/api/bookings/select-seats', { slotId, seatNumbers: [seat] }, token);
        holdTimes.push(performance.now() - sentAt);
        if (response.status !== 200) throw new Error(`hold failed: ${response.status} ${response.text}`);
        const arrivals = await Promise.all(
          viewers.map((viewer, index) =>
            viewer.waitFor(seatIs(seat, 'HELD'), WAIT_MS, marks[index]).then(
              (event) => event.receivedAt - sentAt,
              () => null,
            ),
          ),
        );
        for (const arrival of arrivals) {
          if (arrival === null) missed++;
          else latencies.push(arrival);
        }
        // Forget what was read, so a long ramp does not grow the bench process.
        for (const viewer of viewers) viewer.events.length = 0;
      }
      latencies.sort((x, y) => x - y);
      holdTimes.sort((x, y) => x - y);
      const row: LiveSeatRow = {
        viewers: viewers.length,
        holds: HOLDS,
        'p50 ms': Math.round(percentile(latencies, 0.5)),
        'p95 ms': Math.round(percentile(latencies, 0.95)),
        'max ms': Math.round(latencies.at(-1) ?? NaN),
        missed,
        'hold request p50 ms': Math.round(percentile(holdTimes, 0.5)),
        'B rss MB': await rssMb(servers[1].child.pid),
      };
      rows.push(row);
      console.log(`live seats: ${JSON.stringify(row)}`);
      if (row['p95 ms'] >= 1_000 || missed > 0) break;
      maxViewersUnderOneSecond = viewers.length;
    }
  } finally {
    for (const viewer of viewers) viewer.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
  return { rows, maxViewersUnderOneSecond };
}

/** `node --import tsx bench/live-seats.ts` runs this part alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('set TEST_DATABASE_URL or DATABASE_URL (PostgreSQL)');
  const { rows, maxViewersUnderOneSecond } = await benchLiveSeats(url);
  console.table(rows);
  console.log(`viewers one process held with p95 under 1 s: ${maxViewersUnderOneSecond}`);
}
