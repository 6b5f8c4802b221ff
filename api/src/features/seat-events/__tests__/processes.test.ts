/**
 * The live seat map across API processes on one PostgreSQL: a hold made through one process reaches the
 * viewers of another, also after the LISTEN connection was terminated and after a process restarted.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { createTestDatabase } from '../../../testing/test-database.js';
import { call, spawnServer, type ServerProcess } from '../../../testing/spawn-server.js';
import { terminateBackends } from '../../../testing/chaos.js';
import { openSeatEventStream, seatIs, type SeatEventStream } from '../../../testing/seat-event-stream.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Opens a stream, retrying while the process is (re)starting, as EventSource does every `retry` ms. */
async function reconnect(base: string, slotId: number, withinMs = 20_000): Promise<SeatEventStream> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const stream = await openSeatEventStream(base, slotId).catch(() => undefined);
    if (stream?.status === 200) return stream;
    stream?.close();
    if (Date.now() > deadline) throw new Error(`no stream from ${base} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe(
  'live seat events across API processes',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    test('a viewer on process B sees holds made on process A, after a lost LISTEN connection and after B restarts', async (t) => {
      const database = await createTestDatabase('postgres');
      const portB = await freePort();
      const env = {
        DATABASE_URL: database.url!,
        JWT_SECRET: 'shared-secret-for-both-processes-0123456789',
        HOLD_RATE_LIMIT_MAX: '0',
      };
      const servers: ServerProcess[] = [];
      const streams: SeatEventStream[] = [];
      try {
        servers.push(await spawnServer(env));
        servers.push(await spawnServer({ ...env, API_PORT: String(portB) }));
        const [a, b] = servers.map((server) => server.url);
        const token = (
          await call(a, 'POST', '/api/auth/login', { username: 'demo@reeltime.app', password: 'demo1234' })
        ).json().token as string;
        const [movie] = (await call(a, 'GET', '/movies/recent')).json();
        const slotId = ((await call(a, 'GET', `/movies/${movie.id}`)).json().slots as { slotId: number }[]).at(
          -1,
        )!.slotId;
        const hold = async (seatNumbers: string[]) => {
          const started = performance.now();
          const response = await call(a, 'POST', '/api/bookings/select-seats', { slotId, seatNumbers }, token);
          assert.equal(response.status, 200, response.text);
          return started;
        };

        const viewer = await openSeatEventStream(b, slotId);
        streams.push(viewer);
        assert.equal(viewer.status, 200);
        const sentAt = await hold(['E1']);
        const seen = await viewer.waitFor(seatIs('E1', 'HELD'), 5_000);
        const latencyMs = Math.round(seen.receivedAt - sentAt);
        t.diagnostic(`seat-events hold on A -> event on B: ${latencyMs} ms (including the hold request itself)`);
        assert.ok(latencyMs < 1_000, `${latencyMs} ms`);
        await hold(['E2']);
        await viewer.waitFor(seatIs('E1', 'AVAILABLE'), 5_000);

        // Every backend of both processes is terminated, B's LISTEN connection with them: B ends its streams
        // (events may have been missed), the browser reconnects and refetches, and events flow again.
        assert.ok((await terminateBackends(database.applicationName!)) >= 2);
        await Promise.race([
          viewer.ended,
          new Promise((_, reject) => setTimeout(() => reject(new Error('stream not ended after LISTEN loss')), 15_000)),
        ]);
        const afterLoss = await reconnect(b, slotId);
        streams.push(afterLoss);
        await hold(['E3']);
        await afterLoss.waitFor(seatIs('E3', 'HELD'), 5_000);

        // B restarts on the same address: its stream ends, and a reconnect finds the new process.
        await servers[1].stop();
        await afterLoss.ended;
        servers[1] = await spawnServer({ ...env, API_PORT: String(portB) });
        const afterRestart = await reconnect(b, slotId);
        streams.push(afterRestart);
        await hold(['E4']);
        await afterRestart.waitFor(seatIs('E4', 'HELD'), 5_000);
        await afterRestart.waitFor(seatIs('E3', 'AVAILABLE'), 5_000);
      } finally {
        for (const stream of streams) stream.close();
        await Promise.all(servers.map((server) => server.stop()));
        await database.drop();
      }
    });
  },
);
