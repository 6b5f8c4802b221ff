/**
 * Back-office changes across API processes on one PostgreSQL: what an admin changes through process A leaves
 * process B's cached catalogue within moments (B is told through LISTEN/NOTIFY), not after the caches' lifetimes.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { reopenedDatabase } from '../../../testing/reopened-database.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** README: the demo admin. */
const ADMIN = { username: 'admin@reeltime.app', password: 'admin1234' };

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, json: () => response.json() };
}

/** Milliseconds until `check` holds, polling every 25 ms; fails after `withinMs`. */
async function msUntil(check: () => Promise<boolean>, withinMs: number, what: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(
  'back-office changes across API processes',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    test('a film archived and a show cancelled through process A leave process B at once', async (t) => {
      const database = await reopenedDatabase('postgres');
      const apps: FastifyInstance[] = [];
      try {
        apps.push(await database.start(), await database.start());
        const [a, b] = apps;
        const login = await call(a, 'POST', '/api/auth/login', ADMIN);
        assert.equal(login.status, 200);
        const token = login.json().token as string;

        // B has the lists and a film's detail cached (30 s and 5 s) before A changes them.
        const listed = async () =>
          ((await call(b, 'GET', '/movies')).json() as { id: number }[]).map((movie) => movie.id);
        const [archived, other] = ((await call(b, 'GET', '/movies/recent')).json() as { id: number }[]).map(
          (movie) => movie.id,
        );
        assert.ok((await listed()).includes(archived));
        const slotsOf = async (movieId: number) =>
          ((await call(b, 'GET', `/movies/${movieId}`)).json().slots as { slotId: number }[]).map(
            (slot) => slot.slotId,
          );
        const slotId = (await slotsOf(other)).at(-1)!;
        assert.equal((await call(b, 'GET', `/api/seats/slot/${slotId}`)).status, 200);

        assert.equal((await call(a, 'POST', `/api/admin/movies/${archived}/archive`, {}, token)).status, 200);
        const archiveMs = await msUntil(
          async () => !(await listed()).includes(archived),
          3_000,
          "the archived film left B's list",
        );
        t.diagnostic(`archive on A -> gone from B's /movies: ${archiveMs} ms`);

        const cancel = await call(
          a,
          'POST',
          `/api/admin/shows/${slotId}/cancel`,
          { reason: 'Projector failure' },
          token,
        );
        assert.equal(cancel.status, 200, JSON.stringify(cancel.json()));
        const cancelMs = await msUntil(
          async () => !(await slotsOf(other)).includes(slotId),
          3_000,
          "the cancelled show left B's movie detail",
        );
        t.diagnostic(`cancel on A -> gone from B's /movies/${other}: ${cancelMs} ms`);
        const seatMap = await call(b, 'GET', `/api/seats/slot/${slotId}`);
        assert.equal(seatMap.status, 404);
        assert.equal(seatMap.headers['cache-control'], 'no-store');
      } finally {
        for (const app of apps) await app.close();
        await database.drop();
      }
    });
  },
);
