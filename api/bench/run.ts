/**
 * `npm run bench -w api`: requests/s and p99 latency of the hot paths, on PGlite and (when TEST_DATABASE_URL
 * or DATABASE_URL is set) on PostgreSQL, beside a bare Fastify route as the ceiling. Loopback only, ~1 minute.
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';
import { testConfig } from '../src/testing/test-app.js';
import { loadConfig } from '../src/config.js';

const defaults = loadConfig();

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const CONTENDERS = 50;

interface Row {
  scenario: string;
  database: string;
  requestsPerSecond: number;
  p99Ms: number;
  statuses: string;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function measure(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<{ requestsPerSecond: number; p99Ms: number; statuses: string }> {
  const counts = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
    requests: (options.requests ?? [{}]).map((request) => ({
      ...request,
      onResponse: (status: number) => counts.set(status, (counts.get(status) ?? 0) + 1),
    })),
  });
  const statuses = [...counts.entries()].sort().map(([status, count]) => `${status}×${count}`).join(' ');
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, statuses };
}

async function benchDatabase(label: string, database: TestDatabase, rows: Row[]): Promise<void> {
  const app = await buildApp({
    config: { ...testConfig, rateLimits: { ...defaults.rateLimits, global: { max: 0, windowMs: 60_000 } } },
    database: database.target,
    logger: false,
  });
  try {
    const base = await listen(app);
    const movies = (await app.inject('/movies/recent')).json();
    const slots = (await app.inject(`/movies/${movies[0].id}`)).json().slots;
    const slotId: number = slots.at(-1).slotId;

    const tokens: string[] = [];
    for (let index = 0; index < CONTENDERS; index++) {
      const user = { username: `Bench ${index}`, email: `bench${index}@example.com`, password: 'secret123', phone: `6${String(index).padStart(9, '0')}`, gender: 'male' };
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: user });
      tokens.push((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.email, password: user.password } })).json().token);
    }

    rows.push({ scenario: 'GET /movies/recent', database: label, ...await measure(`${base}/movies/recent`) });
    rows.push({ scenario: 'GET /api/seats/slot/:id', database: label, ...await measure(`${base}/api/seats/slot/${slotId}`) });

    // Everyone fights over the same four seats: most answers are 409, none may be 5xx.
    let turn = 0;
    const seatPairs = [['A1', 'A2'], ['A2', 'A3'], ['A3', 'A4'], ['A4', 'A1']];
    rows.push({
      scenario: 'POST select-seats (contended)',
      database: label,
      ...await measure(`${base}/api/bookings/select-seats`, {
        requests: [{
          method: 'POST',
          setupRequest: (request) => {
            turn += 1;
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[turn % tokens.length]}` },
              body: JSON.stringify({ slotId, seatNumbers: seatPairs[turn % seatPairs.length] }),
            };
          },
        }],
      }),
    });
  } finally {
    await app.close();
    await database.drop();
  }
}

const rows: Row[] = [];
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
rows.push({ scenario: 'bare Fastify route (ceiling)', database: '-', ...await measure(`${await listen(bare)}/bare`) });
await bare.close();

await benchDatabase('PGlite', await createTestDatabase('pglite'), rows);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await benchDatabase('PostgreSQL', await createTestDatabase('postgres'), rows);
} else {
  console.log('(set TEST_DATABASE_URL or DATABASE_URL to include PostgreSQL)');
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, loopback, server and load generator in one process\n`);
console.table(rows.map((row) => ({
  scenario: row.scenario,
  database: row.database,
  'req/s': row.requestsPerSecond,
  'p99 ms': row.p99Ms,
  statuses: row.statuses,
})));
