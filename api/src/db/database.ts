import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import type { Database } from './schema.js';
import { lockDataDir } from './pglite-lock.js';
import { startupTimeouts, type DbSessionSettings } from './session-settings.js';
import { recordQuerySpan } from '../telemetry/query-spans.js';

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** PostgreSQL without a transaction pooler in between (LISTEN, migrations); default: url. */ directUrl?: string;
    }
  | {
      kind: 'pglite';
      dataDir: string;
      /** A dump (`DatabaseHandle.dumpDataDir`) the cluster starts from instead of a new one. */ loadDataDir?: Blob;
    };

/**
 * The database the settings name: PostgreSQL at DATABASE_URL (requests; often a pooler) and DATABASE_DIRECT_URL
 * (LISTEN and migrations), either defaulting to the other; else PGlite in DATA_DIR/pglite.
 */
export function configuredDatabase(config: {
  databaseUrl: string | undefined;
  databaseDirectUrl?: string;
  dataDir: string;
}): DatabaseTarget {
  const url = config.databaseUrl ?? config.databaseDirectUrl;
  if (!url) return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
  return {
    kind: 'postgres',
    url,
    ...(config.databaseDirectUrl && config.databaseDirectUrl !== url ? { directUrl: config.databaseDirectUrl } : {}),
  };
}

export interface DatabaseOptions {
  /** How long opening a new connection may take before it counts as failed. */
  connectTimeoutMs?: number;
  /** How long a request may wait for a connection from the pool (all busy, or PostgreSQL unreachable). */
  poolWaitMs?: number;
  /** Most connections the pool opens to PostgreSQL (default 10). */
  poolMax?: number;
  /** Longest a single SQL statement may run on the server (sent on connect in 'startup' mode). */
  statementTimeoutMs?: number;
  /** Whether the timeouts are sent on connect ('startup', the default) or are the role's defaults ('role': behind a pooler). */
  sessionSettings?: DbSessionSettings;
  /** Told about connection failures, which are survived: the pool drops the broken connection and reconnects. */
  onConnectionError?: (error: Error) => void;
  /** Told about every query run (to count them, e.g. in tests and benchmarks). */
  onQuery?: () => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** The connections Kysely runs on (PGlite: one), for the pool's gauges. */
  pool: pg.Pool;
  /** LISTENs on these channels over one connection of its own (not one of the pool's); see NotificationListener. */
  listen(channels: string[], onNotification: (channel: string, payload: string) => void): Promise<NotificationListener>;
  /**
   * Runs `use` on one connection of its own to the direct URL (closed afterwards): what needs a session of its own,
   * like the migrations' session-level advisory lock, which a transaction pooler could leave held on a pooled connection.
   */
  withDirectConnection<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

/** A LISTEN session. It does not reconnect by itself: whoever opened it opens a new one once it is lost. */
export interface NotificationListener {
  /** Resolves when the connection is lost (terminated, cut, PostgreSQL restarted); never for PGlite. */
  lost: Promise<Error>;
  /** Fails when the connection no longer answers (a network cut that TCP has not noticed yet). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Counts each query for `onQuery`, and traces it when tracing is on. */
const queryLog =
  ({ onQuery }: DatabaseOptions) =>
  (event: LogEvent) => {
    if (event.level === 'query') onQuery?.();
    recordQuerySpan(event);
  };

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

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
 * The PostgreSQL extensions the migrations create that PGlite builds separately (search: trigram similarity, accent
 * folding, edit distance). Every PGlite opened on this schema must load them, or its queries cannot call them.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }, { fuzzystrmatch }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
  ]);
  return { pg_trgm, unaccent, fuzzystrmatch };
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
    const timeouts = startupTimeouts(options.sessionSettings ?? 'startup', options.statementTimeoutMs ?? 10_000);
    const directUrl = target.directUrl ?? target.url;
    const pool = new pg.Pool({
      Client: TimedClient,
      connectionString: target.url,
      types: typeParsers,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: Math.max(options.poolWaitMs ?? 4_500, connectTimeoutMs),
      ...timeouts,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(new URL(target.url).searchParams.has('application_name') ? {} : { application_name: 'reeltime-api' }),
    });
    surviveConnectionErrors(pool, options.onConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(options) });
    const listen = async (
      channels: string[],
      onNotification: (channel: string, payload: string) => void,
    ): Promise<NotificationListener> => {
      const client = new TimedClient({
        connectionString: directUrl,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        statement_timeout: timeouts.statement_timeout,
        ...(new URL(directUrl).searchParams.has('application_name') ? {} : { application_name: 'reeltime-api' }),
      });
      const lost = new Promise<Error>((resolve) => {
        client.on('error', resolve);
        client.on('end', () => resolve(new Error('the LISTEN connection ended')));
      });
      client.on('notification', (message) => {
        if (channels.includes(message.channel)) onNotification(message.channel, message.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of channels) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      return {
        lost,
        ping: async () => {
          await client.query('SELECT 1');
        },
        close: () => client.end().catch(() => {}),
      };
    };
    const withDirectConnection = async <T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
      const direct = new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({
            Client: TimedClient,
            connectionString: directUrl,
            types: typeParsers,
            max: 1,
            ...timeouts,
            ...(new URL(directUrl).searchParams.has('application_name') ? {} : { application_name: 'reeltime-api' }),
          }),
        }),
        log: queryLog(options),
      });
      try {
        return await use(direct);
      } finally {
        await direct.destroy();
      }
    };
    return { db, kind: 'postgres', pool, listen, withDirectConnection, close: () => db.destroy() };
  }

  const [{ PGlite }, { createPgConfig }, extensions] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/node-postgres'),
    pgliteExtensions(),
  ]);
  let unlock = async () => {};
  if (!target.dataDir.startsWith('memory://')) {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockDataDir(target.dataDir);
  }
  const pglite = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, extensions }).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers });
  surviveConnectionErrors(pool, options.onConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(options) });
  return {
    db,
    kind: 'pglite',
    pool,
    // PGlite is this process's only connection: NOTIFYs sent through the pool reach its listeners directly. LISTEN
    // goes through the pool too, so it never runs between the protocol messages of a query the pool is sending.
    async listen(channels, onNotification) {
      for (const channel of channels) await sql.raw(`LISTEN ${quoteIdentifier(channel)}`).execute(db);
      const stop = pglite.onNotification((channel, payload) => {
        if (channels.includes(channel)) onNotification(channel, payload);
      });
      return { lost: new Promise<Error>(() => {}), ping: async () => {}, close: async () => stop() };
    },
    withDirectConnection: (use) => use(db),
    async close() {
      await db.destroy();
      await pglite.close();
      await unlock();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
