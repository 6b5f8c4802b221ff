import { after, before, describe } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase, type TestDatabaseKind } from './test-database.js';

export const TEST_PUBLIC_URL = 'http://api.test';

/** A clock the tests can move forward, e.g. past a hold's expiry, or stop. */
export class TestClock {
  private offsetMs = 0;
  private stoppedAt: number | null = null;
  readonly now = () => new Date((this.stoppedAt ?? Date.now()) + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Stops the clock where it is (advance() still moves it): a slow machine cannot outlast a short cache lifetime. */
  stop(): void {
    this.stoppedAt = Date.now();
  }
  reset(): void {
    this.offsetMs = 0;
    this.stoppedAt = null;
  }
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
  json(): any;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Client address the request comes from (default 127.0.0.1). */
  remoteAddress?: string;
}

export interface TestApi {
  app: FastifyInstance;
  clock: TestClock;
  database: TestDatabase;
  /** Database queries the app has run so far. */
  queryCount(): number;
  /** Every route the app registered (HEAD routes included), e.g. `{ method: 'GET', url: '/movies/:id' }`. */
  routes: { method: string; url: string }[];
  close(): Promise<void>;
  request(method: InjectOptions['method'], url: string, options?: RequestOptions): Promise<TestResponse>;
  get(url: string, options?: RequestOptions): Promise<TestResponse>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse>;
  put(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse>;
  delete(url: string, options?: RequestOptions): Promise<TestResponse>;
}

export const testConfig: Partial<AppConfig> = {
  env: 'test',
  publicUrl: TEST_PUBLIC_URL,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  smtpUrl: undefined,
  corsOrigins: ['http://localhost:3000'],
  passwordHashCost: 10,
  sweepIntervalMs: 0,
  // No mail worker: tests that send booking e-mails drain the outbox themselves (app.drainMailOutbox()).
  mailPollIntervalMs: 0,
  // Tests log in with the demo customer and staff accounts; the tests of a production start switch it off.
  demoData: true,
  // Tests register many accounts and hold many seats from one address: the per-address limits are
  // off here and switched on by the tests of those limits (and the red-team suite).
  limits: {
    ...loadConfig({}).limits,
    authAddress: { max: 0, windowMs: 60_000 },
    codeSendAddress: { max: 0, windowMs: 60_000 },
    holdAddress: { max: 0, windowMs: 60_000 },
    holdSeatsPerAddressPerShow: 0,
  },
};

export async function startTestApi(
  kind: TestDatabaseKind,
  config: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'logger'> = {},
): Promise<TestApi> {
  const clock = new TestClock();
  const settings = { ...loadConfig(), ...testConfig, ...config };
  // A demo start on a migrated database seeds it exactly as the seeded template was.
  const seed =
    settings.demoData && settings.dbMigrateOnStart
      ? { timeZone: settings.cinemaTimeZone, now: clock.now(), passwordHashCost: settings.passwordHashCost }
      : undefined;
  const database = await createTestDatabase(kind, 'migrated', seed);
  let queries = 0;
  const routes: TestApi['routes'] = [];
  const app = await buildApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
    onQuery: () => {
      queries++;
    },
    config: { ...testConfig, ...config },
    database: database.target,
    now: clock.now,
    logger: options.logger ?? false,
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });

  const request: TestApi['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.inject({
      method,
      url,
      headers,
      query: options.query,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      rawPayload: response.rawPayload,
      json: () => response.json(),
    };
  };

  return {
    app,
    clock,
    database,
    queryCount: () => queries,
    routes,
    async close() {
      // A test's stream its client dropped can leave the socket open until the connection timeout: end them all.
      app.server.closeAllConnections();
      await app.close();
      await database.drop();
    },
    request,
    get: (url, options) => request('GET', url, options),
    post: (url, body, options) => request('POST', url, { ...options, body }),
    put: (url, body, options) => request('PUT', url, { ...options, body }),
    delete: (url, options) => request('DELETE', url, options),
  };
}

/**
 * Runs the suite once per available database (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
 * each against its own fresh app and database.
 */
export function describeEachDatabase(
  title: string,
  suite: (api: () => TestApi) => void,
  config: Partial<AppConfig> = {},
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let api: TestApi | undefined;
      before(async () => {
        api = await startTestApi(kind, config);
      });
      after(async () => {
        await api?.close();
      });
      suite(() => {
        if (!api) throw new Error('test API not started');
        return api;
      });
    });
  }
}
