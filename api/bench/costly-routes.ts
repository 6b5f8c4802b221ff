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
import type { Booking } from '../src/features/bookings/schemas.js';
import { renderTicketPdf } from '../src/features/tickets/ticket-pdf.js';
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
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const { url, token } = next();
        const response = await api.get(url, { token });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        answers += 1;
      }
    }),
  );
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
const timeZone = defaults.cinemaTimeZone;

/** One account's booking on a fresh app: `downloadLimit` false lifts the per-account download limit. */
async function setUp(downloadLimit: boolean) {
  const api = await startTestApi('pglite', {
    rateLimits: { ...defaults.rateLimits, global: { max: 0, windowMs: 60_000 } },
    bookingOutput: downloadLimit
      ? defaults.bookingOutput
      : { ...defaults.bookingOutput, downloadAccount: { max: 0, windowMs: 60_000 } },
  });
  const user = await registerUser(api);
  const slotId = await freshSlot(api);
  const booking = await book(api, user.token, slotId, ['F5', 'F6']);
  return { api, user, slotId, booking };
}

/** CPU ms of one ticket rendering, as every download cost before rendered tickets were kept. */
async function renderCost(booking: Booking): Promise<Row> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let renders = 0;
  while (performance.now() < started + SECONDS * 1000) {
    await renderTicketPdf(booking, timeZone);
    renders += 1;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    route: 'renderTicketPdf alone (each download before the cache)',
    cpuMsPerAnswer: Number(((cpu.user + cpu.system) / 1000 / renders).toFixed(2)),
    answersPerSecond: Math.round(renders / ((performance.now() - started) / 1000)),
    statuses: `${renders} renders`,
  };
}

const rows: Row[] = [];
const unlimited = await setUp(false);
try {
  const { api, user, slotId, booking } = unlimited;
  const movieId = booking.movie.id as number;
  let n = 0;
  const longQuery = encodeURIComponent(
    Array.from({ length: 40 }, (_, i) => `zqxw${i}`)
      .join(' ')
      .slice(0, 200),
  );
  rows.push(
    await renderCost(booking as Booking),
    await measure(api, 'GET /api/bookings/:id/download (PDF), no download limit', () => ({
      url: `/api/bookings/${booking.id}/download`,
      token: user.token,
    })),
    await measure(api, 'GET /api/bookings/:id/calendar.ics, no download limit', () => ({
      url: `/api/bookings/${booking.id}/calendar.ics`,
      token: user.token,
    })),
    await measure(api, 'GET /posters/:id.svg?v=<new each time>', () => ({ url: `/posters/${movieId}.svg?v=${n++}` })),
    await measure(api, 'GET /movies/search?query=<200 chars, 40 words>', () => ({
      url: `/movies/search?query=${longQuery}`,
    })),
    await measure(api, 'GET /movies/search?query=monsoon', () => ({ url: '/movies/search?query=monsoon' })),
    await measure(api, 'GET /api/seats/slot/:id', () => ({ url: `/api/seats/slot/${slotId}` })),
    await measure(api, 'GET /movies/:id', () => ({ url: `/movies/${movieId}` })),
  );
} finally {
  await unlimited.api.close();
}
const limited = await setUp(true);
try {
  const { api, user, booking } = limited;
  rows.push(
    await measure(api, 'GET /api/bookings/:id/download (PDF), default limit', () => ({
      url: `/api/bookings/${booking.id}/download`,
      token: user.token,
    })),
  );
} finally {
  await limited.api.close();
}
console.table(rows);
