/**
 * `npm run bench -w api`: the catalogue and the seat map against their ceiling, a bare `node:http`
 * server returning the same bytes, in one run; then contended seat holds; then, on PostgreSQL, the live seat
 * map across two API processes (bench/live-seats.ts: hold on A → event on B, and viewers per process). The API runs as its own
 * process, started as `npm start` would start it (rate limit off, logging as configured, default info),
 * on PGlite and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL. The bare server is a second
 * process; autocannon drives both from this one. Bare and API runs alternate (the box is shared, so load
 * from elsewhere falls on both), and each figure is the median of BENCH_ROUNDS short runs.
 *
 *   BENCH_SECONDS (3)  BENCH_ROUNDS (3)  BENCH_CONNECTIONS (10)  LOG_LEVEL (info)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';
import { benchLiveSeats, type LiveSeatRow } from './live-seats.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(benchDir, '..');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CONTENDERS = 20;

interface Started {
  url: string;
  stop(): Promise<void>;
}

/** Starts a node process and waits for the line announcing its URL; its output is drained and dropped. */
async function start(args: string[], env: Record<string, string>, announces: RegExp): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk.toString();
      const match = announces.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`${args.join(' ')} exited before listening:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  statuses: string;
}

async function measure(url: string, options: Partial<autocannon.Options> = {}): Promise<Measured> {
  const counts = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    requests: (options.requests ?? [{}]).map((request) => ({
      ...request,
      onResponse: (status: number) => counts.set(status, (counts.get(status) ?? 0) + 1),
    })),
  });
  const statuses = [...counts.entries()]
    .sort()
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, statuses };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

interface Row {
  database: string;
  route: string;
  bare: number;
  api: number;
  ratio: string;
  'api p99 ms': number;
  'api statuses': string;
}

async function benchDatabase(
  label: string,
  database: TestDatabase | undefined,
  rows: Row[],
  extra: Record<string, unknown>[],
): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'reeltime-bench-'));
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    API_PORT: '0',
    RATE_LIMIT_MAX: '0',
    REGISTER_RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATA_DIR: scratch,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  };
  if (database?.url) env.DATABASE_URL = database.url;
  const api = await start(
    ['--import', 'tsx', path.join(apiDir, 'src', 'server.ts')],
    env,
    /API listening on (http:\/\/\S+)/,
  );
  let bare: Started | undefined;
  try {
    const movies = await getJson(`${api.url}/movies/recent`);
    const slots = (await getJson(`${api.url}/movies/${movies[0].id}`)).slots;
    const slotId: number = slots.at(-1).slotId;
    const routes = [
      { route: 'GET /movies/recent', path: '/movies/recent' },
      { route: 'GET /api/seats/slot/:id', path: `/api/seats/slot/${slotId}` },
    ];
    const files = await Promise.all(
      routes.map(async ({ path: route }, index) => {
        const file = path.join(scratch, `body-${index}.json`);
        writeFileSync(file, Buffer.from(await (await fetch(`${api.url}${route}`)).arrayBuffer()));
        return `${route}=${file}`;
      }),
    );
    bare = await start(
      ['--import', 'tsx', path.join(benchDir, 'bare-server.ts'), ...files],
      {},
      /BARE listening on (http:\/\/\S+)/,
    );

    for (const { route, path: routePath } of routes) {
      // Warm both up first (JIT, caches), unmeasured.
      await measure(`${bare.url}${routePath}`, { duration: 1 });
      await measure(`${api.url}${routePath}`, { duration: 1 });
      const bareRuns: number[] = [];
      const apiRuns: Measured[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which goes first, so a burst of load from elsewhere does not always hit the same one.
        const order = round % 2 === 0 ? ['bare', 'api'] : ['api', 'bare'];
        for (const which of order) {
          if (which === 'bare') bareRuns.push((await measure(`${bare.url}${routePath}`)).requestsPerSecond);
          else apiRuns.push(await measure(`${api.url}${routePath}`));
        }
      }
      const bareRate = median(bareRuns);
      const apiRate = median(apiRuns.map((run) => run.requestsPerSecond));
      rows.push({
        database: label,
        route,
        bare: bareRate,
        api: apiRate,
        ratio: `${Math.round((apiRate / bareRate) * 100)}%`,
        'api p99 ms': median(apiRuns.map((run) => run.p99Ms)),
        'api statuses': apiRuns.map((run) => run.statuses).join(' | '),
      });
    }

    // Everyone fights over the same four seats: most answers are 409, none may be 5xx.
    const tokens: string[] = [];
    for (let index = 0; index < CONTENDERS; index++) {
      const user = {
        username: `Bench ${index}`,
        email: `bench${index}@example.com`,
        password: 'secret123',
        phone: `6${String(index).padStart(9, '0')}`,
        gender: 'male',
      };
      const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
      await fetch(`${api.url}/api/auth/register`, { ...json, body: JSON.stringify(user) });
      tokens.push(
        (
          await getJson(`${api.url}/api/auth/login`, {
            ...json,
            body: JSON.stringify({ username: user.email, password: user.password }),
          })
        ).token,
      );
    }
    let turn = 0;
    const seatPairs = [
      ['A1', 'A2'],
      ['A2', 'A3'],
      ['A3', 'A4'],
      ['A4', 'A1'],
    ];
    const contended = await measure(`${api.url}/api/bookings/select-seats`, {
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            turn += 1;
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[turn % tokens.length]}` },
              body: JSON.stringify({ slotId, seatNumbers: seatPairs[turn % seatPairs.length] }),
            };
          },
        },
      ],
    });
    extra.push({
      database: label,
      scenario: 'POST select-seats (contended)',
      'req/s': contended.requestsPerSecond,
      'p99 ms': contended.p99Ms,
      statuses: contended.statuses,
    });
  } finally {
    await bare?.stop();
    await api.stop();
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
const extra: Record<string, unknown>[] = [];
await benchDatabase('PGlite', undefined, rows, extra);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let live: { rows: LiveSeatRow[]; maxViewersUnderOneSecond: number } | undefined;
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await benchDatabase('PostgreSQL', await createTestDatabase('postgres'), rows, extra);
  live = await benchLiveSeats(postgresUrl);
} else {
  console.log('(set TEST_DATABASE_URL or DATABASE_URL to include PostgreSQL)');
}

console.log(`\nrequests/s, median of ${ROUNDS} alternating ${SECONDS} s runs, ${CONNECTIONS} connections, loopback;`);
console.log(
  `API and bare node:http server each in their own process, rate limit off, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}\n`,
);
console.table(rows);
console.table(extra);
if (live) {
  console.log('\nLive seat map, PostgreSQL, two API processes: ms from sending a hold to process A until a viewer of');
  console.log(
    'process B has its event (all viewers of one show; viewers run in this process; "hold request" is A\'s own answer time)\n',
  );
  console.table(live.rows);
  console.log(
    `viewers one process held with p95 under 1 s: ${live.maxViewersUnderOneSecond}${live.rows.length > 0 && live.rows.at(-1)!.viewers === live.maxViewersUnderOneSecond ? ' (the largest step tried)' : ''}`,
  );
}
