import { runMigrations, startApiProcess, type TestApiProcess } from './api.js';
import { startHaproxy, type TestHaproxy } from './haproxy.js';
import { startPgBouncer, type TestPgBouncer } from './pgbouncer.js';
import { createPostgresDatabase, type TestPostgresDatabase } from './postgres.js';
import { freePort, waitUntil } from './processes.js';

export interface ClusterOptions {
  /** API processes behind HAProxy. */
  apis: number;
  /** The statement_timeout the harness sets as the role's default in the new database. */
  statementTimeout?: string;
  /** More settings for every API process. */
  apiEnv?: Record<string, string>;
}

export interface TestCluster {
  database: TestPostgresDatabase;
  pgbouncer: TestPgBouncer;
  apis: TestApiProcess[];
  haproxy: TestHaproxy;
  /** The settings the API processes were started with. */
  apiEnv: Record<string, string>;
  /** SIGTERM to API process `index`, wait for its exit, start it again on its port: resolves with its exit code. */
  restart(index: number): Promise<string>;
  /** Until HAProxy's health checks see every API process UP. */
  allUp(timeoutMs?: number): Promise<void>;
  /** Stops everything (HAProxy, API processes, PgBouncer) and drops the database; bounded in time. */
  stop(): Promise<void>;
}

/**
 * A cluster on this machine, as an operator would run one: a new PostgreSQL database (the role's statement and
 * idle-in-transaction timeouts set as its defaults there), PgBouncer in transaction mode in front of it,
 * `npm run migrate` once on the direct connection, N API processes (requests through PgBouncer, LISTEN direct,
 * DB_MIGRATE_ON_START=false), and HAProxy in front of them. Whatever started is stopped again if a later step fails.
 */
export async function startCluster({
  apis: count,
  statementTimeout = '7s',
  apiEnv: extraEnv = {},
}: ClusterOptions): Promise<TestCluster> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
    stops.length = 0;
  };
  try {
    const database = await createPostgresDatabase();
    stops.push(() => database.drop());
    await database.setRoleDefault('statement_timeout', statementTimeout);
    await database.setRoleDefault('idle_in_transaction_session_timeout', '30s');
    const pgbouncer = await startPgBouncer(database);
    stops.push(() => pgbouncer.stop());

    const apiEnv = {
      DATABASE_URL: pgbouncer.url,
      DATABASE_DIRECT_URL: database.url,
      DB_MIGRATE_ON_START: 'false',
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '5',
      ...extraEnv,
    };
    await runMigrations(apiEnv);
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const apis: TestApiProcess[] = [];
    stops.push(() => Promise.all(apis.map((api) => api.stop('SIGKILL'))));
    // The first process seeds the demo catalogue; the others start once it is there.
    apis.push(await startApiProcess('api1', ports[0], apiEnv));
    apis.push(
      ...(await Promise.all(ports.slice(1).map((port, index) => startApiProcess(`api${index + 2}`, port, apiEnv)))),
    );

    const haproxy = await startHaproxy(apis.map((api) => ({ name: api.name, port: api.port })));
    stops.push(() => haproxy.stop());
    const allUp = async (timeoutMs = 10_000) => {
      let states: Record<string, string> = {};
      await waitUntil(
        async () => {
          states = await haproxy.serverStates();
          return Object.keys(states).length === count && Object.values(states).every((state) => state === 'UP');
        },
        'every API process UP in HAProxy',
        timeoutMs,
        100,
        () => JSON.stringify(states),
      );
    };
    await allUp();
    return {
      database,
      pgbouncer,
      apis,
      haproxy,
      apiEnv,
      allUp,
      async restart(index) {
        const old = apis[index];
        const exit = await old.stop('SIGTERM');
        apis[index] = await startApiProcess(old.name, old.port, apiEnv);
        return exit;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
