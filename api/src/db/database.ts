import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

export interface DatabaseOptions {
  /** How long opening a new connection may take before it counts as failed. */
  connectTimeoutMs?: number;
  /** How long a request may wait for a connection from the pool (all busy, or PostgreSQL unreachable). */
  poolWaitMs?: number;
  /** Longest a single SQL statement may run on the server. */
  statementTimeoutMs?: number;
  /** Told about connection failures, which are survived: the pool drops the broken connection and reconnects. */
  onConnectionError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

/** Dates stay 'yyyy-mm-dd' strings (no time-zone shift); counts come back as numbers. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * A connection terminated by the server (restart, failover, pg_terminate_backend) or cut by the network
 * is reported as an 'error' event: on the pool for idle connections, on the client itself while a
 * request holds it between two queries. An 'error' event nobody listens to would end the process, so
 * both get a listener; the request using that connection fails (503) and the pool opens a new one.
 */
function surviveConnectionErrors(pool: pg.Pool, report: (error: Error) => void = () => {}): void {
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
}

/**
 * Both targets end up as a pg.Pool behind Kysely's PostgresDialect, so every query has one code path.
 * PGlite is a single connection: its pool has one client and transactions queue behind each other.
 */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const connectTimeoutMs = options.connectTimeoutMs ?? 2_000;
    // The pool applies connectionTimeoutMillis to waiting for a free connection; each new connection
    // gets its own (shorter) connect timeout through this client class.
    class TimedClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
      }
    }
    const pool = new pg.Pool({
      Client: TimedClient,
      connectionString: target.url,
      types: typeParsers,
      max: 10,
      connectionTimeoutMillis: Math.max(options.poolWaitMs ?? 4_500, connectTimeoutMs),
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      idle_in_transaction_session_timeout: 30_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(new URL(target.url).searchParams.has('application_name') ? {} : { application_name: 'reeltime-api' }),
    });
    surviveConnectionErrors(pool, options.onConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const [{ PGlite }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  if (!target.dataDir.startsWith('memory://')) await mkdir(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir);
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers });
  surviveConnectionErrors(pool, options.onConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
