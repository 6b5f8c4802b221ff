/**
 * `node --import tsx bench/costly-routes.ts` (from api/): what one client can make the server spend, per route it
 * can call in a loop — the ticket PDF, the calendar invite, a generated poster, a long search, a seat map, a movie
 * page. For each: CPU ms of this process per answer (process.cpuUsage over the run), answers/s, and the statuses,
 * with BENCH_CLIENTS (4) requests in flight for BENCH_SECONDS (3) s, in-process (app.inject) on PGlite, with the
 * configured limits (the global per-address flood guard off, as behind a proxy that spreads addresses).
 * Prints figures, asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { startTestApi, type TestApi } from '../src/testing/test-app.js';
import { book, freshSlot, registerUser } from '../src/testing/fixtures.js';
import { loadConfig } from '../src/config.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);

interface Row {
  route: string;
  cpuMsPerAnswer: number;
  answersPerSecond: number;
  statuses: string;
}

async function measure(api: TestApi, route: string, next: () => { url: string; token?: string }): Promise<Row> {
  const statuses = new Map<number, number>();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let answers = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < until) {
      const { url, token } = next();
      const response = await api.get(url, { token });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      answers += 1;
    }
  }));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    route,
    cpuMsPerAnswer: Number(((cpu.user + cpu.system) / 1000 / answers).toFixed(2)),
    answersPerSecond: Math.round(answers / (elapsedMs / 1000)),
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

const defaults = loadConfig({});
const api = await startTestApi('pglite', {
  rateLimits: { ...defaults.rateLimits, global: { max: 0, windowMs: 60_000 } },
  logLevel: 'silent',
});
try {
  const user = await registerUser(api);
  const slotId = await freshSlot(api);
  const booking = await book(api, user.token, slotId, ['F5', 'F6']);
  const movieId = booking.movie.id as number;
  let n = 0;
  const longQuery = encodeURIComponent(Array.from({ length: 40 }, (_, i) => `zqxw${i}`).join(' ').slice(0, 200));
  const rows = [
    await measure(api, 'GET /api/bookings/:id/download (PDF), one account', () => ({ url: `/api/bookings/${booking.id}/download`, token: user.token })),
    await measure(api, 'GET /api/bookings/:id/calendar.ics, one account', () => ({ url: `/api/bookings/${booking.id}/calendar.ics`, token: user.token })),
    await measure(api, 'GET /posters/:id.svg?v=<new each time>', () => ({ url: `/posters/${movieId}.svg?v=${n++}` })),
    await measure(api, 'GET /movies/search?query=<200 chars, 40 words>', () => ({ url: `/movies/search?query=${longQuery}` })),
    await measure(api, 'GET /api/seats/slot/:id', () => ({ url: `/api/seats/slot/${slotId}` })),
    await measure(api, 'GET /movies/:id', () => ({ url: `/movies/${movieId}` })),
  ];
  console.table(rows);
} finally {
  await api.close();
}
