import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { isIP } from 'node:net';
import { defaultFrontEndOrigins } from './lib/front-end-origins.js';
import { dbSessionSettings, type DbSessionSettings } from './db/session-settings.js';

/** Root of the api package, whether running from src/ (tsx) or dist/ (node). */
export const apiPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /** PostgreSQL without a transaction pooler in between, for the LISTEN connection and migrations (default: databaseUrl). */
  databaseDirectUrl: string | undefined;
  /** Where the statement and idle-in-transaction timeouts come from: sent on connect, or the role's defaults (behind a pooler). */
  dbSessionSettings: DbSessionSettings;
  /** Run pending migrations at start-up (else wait until a migration job has run them). */
  dbMigrateOnStart: boolean;
  dataDir: string;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  holdSeconds: number;
  cinemaTimeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Booking e-mails: how often each process looks for due mail (0: no worker), and the first retry's delay. */
  mailPollIntervalMs: number;
  mailRetryBaseMs: number;
  bodyLimitBytes: number;
  rateLimits: {
    login: RateLimitRule;
    codes: RateLimitRule;
    register: RateLimitRule;
    global: RateLimitRule;
  };
  codeResendSeconds: number;
  /** log2 of the scrypt cost for new password hashes. */
  passwordHashCost: number;
  /** Abuse limits kept in the database (shared by every API process); see api/README.md. */
  limits: AbuseLimits;
  /**
   * Which peers' X-Forwarded-For is believed (see api/README.md): false (none, the default), a hop count, or
   * the proxies' addresses/CIDRs; the client is the right-most address not trusted. true trusts every peer.
   */
  trustProxy: TrustProxy;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  dbConnectTimeoutMs: number;
  dbPoolWaitMs: number;
  /** Connections each process's pool opens to PostgreSQL at most (PGlite has one). */
  dbPoolMax: number;
  dbStatementTimeoutMs: number;
  sweepIntervalMs: number;
  idempotencyKeyHours: number;
  /** HMAC key of ticket QR signatures (≥ 32 bytes); without it one is generated into the database. */
  ticketSigningKey: string | undefined;
  /** Tickets are admitted from this many minutes before their show starts until it ends. */
  admissionOpensMinutes: number;
  /** `POST /api/csp-reports`: largest report body, and reports per client address. */
  cspReports: { bodyLimitBytes: number; addressLimit: RateLimitRule };
  /** Live seat-map streams (GET /api/seats/slot/:slotId/events); see api/README.md. */
  seatEvents: SeatEventLimits;
  /** Shutdown (SIGTERM/SIGINT): how long requests in flight may take to finish; see api/README.md "Shutdown". */
  shutdownGraceMs: number;
  /** SIGTERM: how long the process stays not-ready but serving before it stops accepting (the balancer's health check sees it). */
  shutdownDrainMs: number;
  /** Booking e-mails and ticket files: what one account or recipient can make the server send or render. */
  bookingOutput: BookingOutputLimits;
  /** Demo accounts with published passwords (demo customer, demo staff) are created only when true. */
  demoData: boolean;
  /** Swagger UI at /docs and the OpenAPI document at /docs/json (default: on, except in production). */
  apiDocs: boolean;
  /** The customer site's address (the shell), which links in e-mails point to, e.g. the back-office invitation. */
  siteUrl: string;
  /** How long a back-office invitation's one-time code works. */
  inviteTtlHours: number;
  /** Prometheus metrics: served at /metrics on this port of its own (0: any free port), never on the API's port; unset: not served. */
  metricsPort: number | undefined;
  /** When set, /metrics answers only requests with `Authorization: Bearer <this token>`. */
  metricsToken: string | undefined;
}

export interface BookingOutputLimits {
  /** Booking e-mails sent per account, and per recipient address; beyond either the mail is skipped. */
  mailAccount: RateLimitRule;
  mailRecipient: RateLimitRule;
  /** Ticket PDF and calendar downloads per account (then 429). */
  downloadAccount: RateLimitRule;
  /** Rendered ticket PDFs kept per process (0: none kept). */
  ticketPdfCacheEntries: number;
}

export type TrustProxy = boolean | number | string[];

export interface SeatEventLimits {
  /** Open streams per client address (0: no limit); beyond it 429. */
  maxPerAddress: number;
  /** Open streams per process (0: no limit); at it the oldest stream of the fullest address is ended, else 503. */
  maxConnections: number;
  /** A stream is ended after 75–100 % of this (0: never), so the browser reconnects and refetches. */
  maxAgeMs: number;
  /** Gap between two `: ping` comments. */
  heartbeatMs: number;
}

export interface AbuseLimits {
  /** Password logins per account (or unknown identifier) from one address. The per-address rule is rateLimits.login. */
  loginAccount: RateLimitRule;
  /** Code sends, and separately code checks, per account from any address. Per address: rateLimits.codes. */
  codesAccount: RateLimitRule;
  /** Code sends (initiate-login, forgot-password) per client address, whichever account they name. */
  codeSendAddress: RateLimitRule;
  /** Every auth route together, per client address. */
  authAddress: RateLimitRule;
  /** Wrong current passwords on change-password, per account. */
  changePassword: RateLimitRule;
  /** Seat holds per account, and per client address. */
  holdAccount: RateLimitRule;
  holdAddress: RateLimitRule;
  /** Ticket scans per staff account on one scanner device (the scan's deviceId). */
  scanAccount: RateLimitRule;
  /** Ticket scans per staff account without a well-formed device id, all such requests together. */
  scanWithoutDevice: RateLimitRule;
  /** Invitation look-ups and acceptances per client address, and per invitation code. */
  inviteAddress: RateLimitRule;
  inviteCode: RateLimitRule;
  /** Account changes (invites, edits) per admin account. */
  accountWrite: RateLimitRule;
  /** Back-office movie changes (create, edit, archive) per account. */
  movieWrite: RateLimitRule;
  /** Poster uploads per account (each is decoded and re-encoded six times). */
  posterUpload: RateLimitRule;
  /** Back-office cinema and screen changes (create, edit, layout) per account. */
  cinemaWrite: RateLimitRule;
  /** Back-office show writes (schedule, change, cancel) per account. */
  adminShowWrites: RateLimitRule;
  /** Bookings-desk cancellations and resends per back-office account. */
  deskWrite: RateLimitRule;
  /** Confirmation e-mails sent again from the bookings desk, per booking. */
  deskResend: RateLimitRule;
  /** Reviews written and reviews reported, together, per customer account. */
  reviewWrite: RateLimitRule;
  /** Reviews hidden or shown again per back-office account. */
  reviewModeration: RateLimitRule;
  /** Shows one account holds seats on at once (0: no limit). */
  holdShowsPerAccount: number;
  /** Held (unpaid) seats of one show by all accounts of one client address (0: no limit). */
  holdSeatsPerAddressPerShow: number;
  /** scrypt runs at once, waiting beyond that (then 503), and at once per client address (then 429). */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  passwordHashPerClient: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function rule(env: Env, prefix: string, max: number, windowSeconds: number): RateLimitRule {
  return {
    max: integer(env, `${prefix}_MAX`, max),
    windowMs: integer(env, `${prefix}_WINDOW_SECONDS`, windowSeconds) * 1000,
  };
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/`false` trusts no peer; a whole number is a hop count; otherwise a comma-separated list
 * of proxy addresses/CIDRs. `true` (every peer, so any client can name its own address) is refused in
 * production.
 */
function trustProxy(raw: string | undefined, env: AppConfig['env']): TrustProxy {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    if (env === 'production') {
      throw new Error(
        'TRUST_PROXY=true would let any client choose its own address (X-Forwarded-For) and escape every per-address limit; ' +
          "set the proxies' addresses (e.g. TRUST_PROXY=10.0.0.5) or the number of proxy hops (e.g. TRUST_PROXY=1)",
      );
    }
    return true;
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(
      `Environment variable TRUST_PROXY must be false, a number of proxy hops, or comma-separated proxy addresses/CIDRs; got "${invalid.join(', ') || raw}"`,
    );
  }
  return entries;
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`Environment variable ${name} must be true or false, got "${raw}"`);
}

function nodeEnv(raw: string | undefined): AppConfig['env'] {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'API_PORT', integer(env, 'PORT', 8080));
  const mode = nodeEnv(env.NODE_ENV);
  return {
    env: mode,
    host: text(env, 'HOST') ?? '0.0.0.0',
    port,
    publicUrl: (text(env, 'API_PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseDirectUrl: text(env, 'DATABASE_DIRECT_URL'),
    dbSessionSettings: dbSessionSettings(
      text(env, 'DB_SESSION_SETTINGS'),
      text(env, 'DATABASE_URL'),
      text(env, 'DATABASE_DIRECT_URL'),
    ),
    dbMigrateOnStart: flag(env, 'DB_MIGRATE_ON_START', true),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? path.join(apiPackageDir, '..', 'data')),
    jwtSecret: text(env, 'JWT_SECRET'),
    corsOrigins:
      text(env, 'CORS_ORIGINS')
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean) ?? defaultFrontEndOrigins(),
    holdSeconds: integer(env, 'HOLD_SECONDS', 600),
    cinemaTimeZone: text(env, 'CINEMA_TIME_ZONE') ?? 'Asia/Kolkata',
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'ReelTime <no-reply@reeltime.app>',
    mailPollIntervalMs: integer(env, 'MAIL_POLL_SECONDS', 5) * 1000,
    mailRetryBaseMs: integer(env, 'MAIL_RETRY_SECONDS', 30) * 1000,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 16 * 1024),
    rateLimits: {
      login: {
        max: integer(env, 'LOGIN_RATE_LIMIT_MAX', 10),
        windowMs: integer(env, 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
      },
      codes: {
        max: integer(env, 'CODE_RATE_LIMIT_MAX', 10),
        windowMs: integer(env, 'CODE_RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
      },
      register: {
        max: integer(env, 'REGISTER_RATE_LIMIT_MAX', 200),
        windowMs: integer(env, 'REGISTER_RATE_LIMIT_WINDOW_SECONDS', 60 * 60) * 1000,
      },
      global: {
        max: integer(env, 'RATE_LIMIT_MAX', 6000),
        windowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
      },
    },
    codeResendSeconds: integer(env, 'CODE_RESEND_SECONDS', 30),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 15),
    limits: {
      loginAccount: rule(env, 'LOGIN_ACCOUNT_RATE_LIMIT', 30, 15 * 60),
      codesAccount: rule(env, 'CODE_ACCOUNT_RATE_LIMIT', 30, 15 * 60),
      codeSendAddress: rule(env, 'CODE_SEND_ADDRESS_RATE_LIMIT', 30, 15 * 60),
      authAddress: rule(env, 'AUTH_ADDRESS_RATE_LIMIT', 300, 15 * 60),
      changePassword: rule(env, 'CHANGE_PASSWORD_RATE_LIMIT', 10, 15 * 60),
      holdAccount: rule(env, 'HOLD_RATE_LIMIT', 30, 10 * 60),
      holdAddress: rule(env, 'HOLD_ADDRESS_RATE_LIMIT', 200, 10 * 60),
      scanAccount: rule(env, 'SCAN_RATE_LIMIT', 120, 60),
      scanWithoutDevice: rule(env, 'SCAN_NO_DEVICE_RATE_LIMIT', 20, 60),
      inviteAddress: rule(env, 'INVITE_ADDRESS_RATE_LIMIT', 60, 15 * 60),
      inviteCode: rule(env, 'INVITE_CODE_RATE_LIMIT', 10, 15 * 60),
      accountWrite: rule(env, 'ACCOUNT_WRITE_RATE_LIMIT', 100, 15 * 60),
      movieWrite: rule(env, 'MOVIE_WRITE_RATE_LIMIT', 120, 10 * 60),
      posterUpload: rule(env, 'POSTER_UPLOAD_RATE_LIMIT', 30, 10 * 60),
      cinemaWrite: rule(env, 'ADMIN_CINEMA_WRITE_RATE_LIMIT', 60, 60),
      adminShowWrites: rule(env, 'ADMIN_SHOW_WRITE_RATE_LIMIT', 120, 10 * 60),
      deskWrite: rule(env, 'DESK_WRITE_RATE_LIMIT', 120, 10 * 60),
      deskResend: rule(env, 'DESK_RESEND_RATE_LIMIT', 3, 60 * 60),
      reviewWrite: rule(env, 'REVIEW_WRITE_RATE_LIMIT', 30, 60 * 60),
      reviewModeration: rule(env, 'REVIEW_MODERATION_RATE_LIMIT', 200, 10 * 60),
      holdShowsPerAccount: integer(env, 'HOLD_MAX_SHOWS_PER_ACCOUNT', 1),
      holdSeatsPerAddressPerShow: integer(env, 'HOLD_MAX_SEATS_PER_ADDRESS_PER_SHOW', 20),
      passwordHashConcurrency: Math.max(1, integer(env, 'PASSWORD_HASH_CONCURRENCY', 2)),
      passwordHashQueue: integer(env, 'PASSWORD_HASH_QUEUE_MAX', 16),
      passwordHashPerClient: integer(env, 'PASSWORD_HASH_PER_CLIENT', 3),
    },
    trustProxy: trustProxy(text(env, 'TRUST_PROXY'), mode),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 15) * 1000,
    connectionTimeoutMs: integer(env, 'CONNECTION_TIMEOUT_SECONDS', 60) * 1000,
    seatEvents: {
      maxPerAddress: integer(env, 'SEAT_EVENTS_MAX_PER_ADDRESS', 8),
      maxConnections: integer(env, 'SEAT_EVENTS_MAX_CONNECTIONS', 5_000),
      maxAgeMs: integer(env, 'SEAT_EVENTS_MAX_AGE_SECONDS', 300) * 1000,
      heartbeatMs: 15_000,
    },
    dbConnectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 2000),
    dbPoolWaitMs: integer(env, 'DB_POOL_WAIT_MS', 4500),
    dbPoolMax: Math.max(1, integer(env, 'DB_POOL_MAX', 10)),
    dbStatementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000),
    sweepIntervalMs: integer(env, 'SWEEP_INTERVAL_SECONDS', 60) * 1000,
    idempotencyKeyHours: integer(env, 'IDEMPOTENCY_KEY_HOURS', 24),
    ticketSigningKey: text(env, 'TICKET_SIGNING_KEY'),
    admissionOpensMinutes: integer(env, 'TICKET_ADMISSION_OPENS_MINUTES', 60),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 3) * 1000,
    bookingOutput: {
      mailAccount: rule(env, 'BOOKING_MAIL_ACCOUNT_RATE_LIMIT', 20, 60 * 60),
      mailRecipient: rule(env, 'BOOKING_MAIL_RECIPIENT_RATE_LIMIT', 30, 24 * 60 * 60),
      downloadAccount: rule(env, 'TICKET_DOWNLOAD_RATE_LIMIT', 60, 10 * 60),
      ticketPdfCacheEntries: integer(env, 'TICKET_PDF_CACHE_ENTRIES', 500),
    },
    demoData: flag(env, 'DEMO_DATA', false),
    apiDocs: flag(env, 'API_DOCS', nodeEnv(env.NODE_ENV) !== 'production'),
    siteUrl: (text(env, 'SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    inviteTtlHours: Math.max(1, integer(env, 'INVITE_TTL_HOURS', 72)),
    metricsPort: text(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0),
    metricsToken: text(env, 'METRICS_TOKEN'),
    cspReports: {
      bodyLimitBytes: integer(env, 'CSP_REPORT_BODY_LIMIT_BYTES', 32 * 1024),
      addressLimit: rule(env, 'CSP_REPORT_RATE_LIMIT', 100, 60),
    },
  };
}
