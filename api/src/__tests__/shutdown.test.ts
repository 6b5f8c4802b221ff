import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { goodCard } from '../testing/fixtures.js';
import { TestSmtpServer } from '../testing/smtp-server.js';
import { call, spawnServer, type ServerProcess } from '../testing/spawn-server.js';
import { testConfig } from '../testing/test-app.js';
import { buildApp } from '../app.js';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.js';
import { SHUTDOWN_MARGIN_MS } from '../shutdown.js';

const GRACE_SECONDS = 3;
const DRAIN_SECONDS = 1;
const BOUND_MS = (DRAIN_SECONDS + GRACE_SECONDS) * 1000 + SHUTDOWN_MARGIN_MS;

/** An SMTP server that accepts connections and never says a word (nodemailer waits for its greeting). */
async function silentSmtpServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A login whose body is only half sent: in flight until `finish` sends the rest. */
function halfSentLogin(base: string, body: string) {
  const url = new URL('/api/auth/login', base);
  let resolveResponse: (value: { status: number; body: string }) => void;
  let rejectResponse: (error: Error) => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveResponse = resolve;
    rejectResponse = reject;
  });
  const request = http.request(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body: text }));
    },
  );
  request.on('error', (error) => rejectResponse(error));
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    response,
    finish: () => request.end(body.slice(half)),
  };
}

const waitFor = async (condition: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

for (const kind of testDatabaseKinds()) {
  describe(`shutdown of a real server process [${kind}]`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    });

    test(`SIGTERM with an SMTP server that never greets: exit 0 within ${DRAIN_SECONDS} + ${GRACE_SECONDS} + ${SHUTDOWN_MARGIN_MS / 1000} s, the request in flight answered, the mail sent by the next process`, async () => {
      const database = await createTestDatabase(kind);
      cleanups.push(() => database.drop());
      const dataDir = await mkdtemp(path.join(tmpdir(), 'reeltime-shutdown-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const silent = await silentSmtpServer();
      cleanups.push(() => silent.close());
      const env = {
        ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
        JWT_SECRET: 'shutdown-test-secret-0123456789-abcdefghij',
        MAIL_POLL_SECONDS: '1',
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        LOG_LEVEL: 'info',
      };

      const first: ServerProcess = await spawnServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${silent.port}` });
      cleanups.push(() => first.stop('SIGKILL'));
      let log = '';
      first.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const user = {
        username: 'Late Leaver',
        email: 'leaver@example.com',
        password: 'secret123',
        phone: '8000000099',
        gender: 'other',
      };
      assert.equal((await call(first.url, 'POST', '/api/auth/register', user)).status, 201);
      const { token } = (
        await call(first.url, 'POST', '/api/auth/login', { username: user.email, password: user.password })
      ).json();
      const recent = (await call(first.url, 'GET', '/movies/recent')).json() as { id: number }[];
      const slotId = ((await call(first.url, 'GET', `/movies/${recent[0].id}`)).json().slots as { slotId: number }[])[8]
        .slotId;
      const hold = (
        await call(first.url, 'POST', '/api/bookings/select-seats', { slotId, seatNumbers: ['H1'] }, token)
      ).json();
      const paid = await call(
        first.url,
        'POST',
        '/api/bookings/payment',
        { slotId, seatNumbers: ['H1'], totalAmount: hold.totalAmount, ...goodCard },
        token,
      );
      assert.equal(paid.status, 201, paid.text);
      await waitFor(() => silent.connections() > 0, 10_000, 'the worker to connect to the SMTP server');

      const inFlight = halfSentLogin(first.url, JSON.stringify({ username: user.email, password: user.password }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      inFlight.finish();
      const health = await call(first.url, 'GET', '/health').then(
        (response) => String(response.status),
        (error: Error) => `refused (${error.message})`,
      );
      const exit = await first.exited;
      const tookMs = Date.now() - signalledAt;
      const answered = await inFlight.response;
      console.log(
        `SIGTERM → exit ${exit} in ${tookMs} ms (bound ${BOUND_MS} ms); /health meanwhile: ${health}; request in flight: ${answered.status}`,
      );

      assert.equal(exit, '0', log);
      assert.ok(tookMs <= BOUND_MS, `${tookMs} ms`);
      assert.equal(answered.status, 200, answered.body);
      assert.ok(typeof JSON.parse(answered.body).token === 'string');
      assert.notEqual(health, '200', 'a process shutting down is not ready');
      assert.doesNotMatch(log, /"level":50/, 'no error was logged');

      // The next process: an app on the same database with a working SMTP server.
      const smtp = new TestSmtpServer();
      await smtp.start();
      cleanups.push(() => smtp.stop());
      const next = await buildApp({
        config: { ...testConfig, jwtSecret: env.JWT_SECRET, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
        database: database.url ? database.target : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
        logger: false,
      });
      cleanups.push(() => next.close());
      assert.equal(await next.drainMailOutbox(), 1);
      assert.equal(smtp.received.length, 1);
      assert.deepEqual(smtp.received[0].to, [user.email]);
      assert.match(smtp.received[0].raw, new RegExp(`ticket-booking-${paid.json().id}\\.pdf`));
    });
  });
}
