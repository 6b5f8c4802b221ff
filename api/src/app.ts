import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig, type AppConfig } from './config.js';
import type { AppContext } from './app-context.js';
import { configuredDatabase, openDatabase, type DatabaseTarget } from './db/database.js';
import { DatabaseChanges } from './db/database-changes.js';
import { seatRush } from './features/seat-events/seat-rush.js';
import { cacheInvalidationFor } from './features/caches/invalidation.js';
import { prepareSchema } from './db/migrate.js';
import { warnWithoutRoleTimeouts } from './db/session-settings.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { ShowScheduler } from './db/seed/schedule.js';
import { installErrorHandling } from './http/errors-plugin.js';
import { installInputGuards, validatorPerPart } from './http/input-guards.js';
import { docsContentSecurityPolicy, installSecurityHeaders } from './http/security-headers.js';
import { RequestLog } from './http/request-log.js';
import { fastifyTrustProxy, unboundedTrust } from './http/client-address.js';
import { errorBody } from './http/errors.js';
import { openapiOptions } from './http/openapi.js';
import { TokenService, resolveJwtSecret } from './features/auth/tokens.js';
import { Notifier } from './features/codes/notifier.js';
import { healthRoutes } from './features/health/routes.js';
import { installReadiness } from './features/health/readiness.js';
import { movieRoutes } from './features/movies/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { codeRoutes } from './features/codes/routes.js';
import { devOutboxRoutes } from './features/dev-outbox/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { favoriteRoutes } from './features/favorites/routes.js';
import { seatRoutes } from './features/seats/routes.js';
import { paymentRoutes } from './features/payments/routes.js';
import { bookingRoutes } from './features/bookings/routes.js';
import { refundPolicyRoutes } from './features/refund-policy/routes.js';
import { reminderRoutes } from './features/reminders/routes.js';
import { ticketRoutes } from './features/tickets/routes.js';
import { TicketSigner, resolveTicketSigningKey } from './features/tickets/ticket-signature.js';
import { adminRoutes } from './features/admin/routes.js';
import { accountRoutes } from './features/admin/accounts/routes.js';
import { auditRoutes } from './features/admin/audit/routes.js';
import { adminMovieRoutes } from './features/admin/movies/routes.js';
import { cinemaRoutes } from './features/admin/cinemas/routes.js';
import { adminShowRoutes } from './features/admin/shows/routes.js';
import { adminBookingRoutes } from './features/admin/bookings/routes.js';
import { reportRoutes } from './features/admin/reports/routes.js';
import { ensureStaffAccount } from './db/seed/staff-user.js';
import { retireDemoPasswords } from './db/seed/demo-accounts.js';
import { assertSafeProductionSettings } from './security/production-secrets.js';
import { seatEventRoutes } from './features/seat-events/routes.js';
import { RateLimiter } from './features/limits/rate-limiter.js';
import { HashQueue } from './features/limits/hash-queue.js';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { sweepExpired, type SweepResult } from './db/sweeper.js';
import { MailQueue, defaultMailQueueOptions } from './features/notifications/mail-queue.js';
import { bookingMailOverLimit, composeBookingMail } from './features/notifications/booking-mail.js';
import { eventLoopLoad } from './lib/event-loop-load.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { composeMovieOnSaleMail } from './features/browse/movie-on-sale-mail.js';
import { browseRoutes } from './features/browse/routes.js';
import { cspReportRoutes } from './features/csp-reports/routes.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { cinemaPageRoutes } from './features/cinemas/routes.js';
import { waitingRoomRoutes } from './features/waiting-room/routes.js';
import { metricsFeature } from './features/metrics/routes.js';
import { countRateLimitRefusal } from './features/metrics/app-metrics.js';
import { installRequestIds } from './http/request-id.js';
import { traceLogFields } from './telemetry/log-fields.js';
import { nameServerSpans } from './telemetry/spans.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired holds, rate-limit windows, Idempotency-Keys and codes now (also runs on a timer). */
    sweepExpired(): Promise<SweepResult>;
    /** Sends every booking e-mail that is due now (the worker does this on a timer); resolves to how many went out. */
    drainMailOutbox(): Promise<number>;
    /** The app's database, for tests that set up what no route can (a staff account, a deleted cinema). */
    db: Kysely<Database>;
  }
}

export interface BuildAppOptions {
  /** Overrides on top of the environment's configuration. */
  config?: Partial<AppConfig>;
  /** Defaults to DATABASE_URL, else PGlite in the data folder. */
  database?: DatabaseTarget;
  /** Injectable clock, so tests can move time forward. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Told about every database query (tests and benchmarks count them). */
  onQuery?: () => void;
  /** Told about every route as it is registered (tests enumerate them). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Booking mail waits while the event loop is busier than this (customers' requests come first). */
const MAIL_WAITS_ABOVE_UTILIZATION = 0.8;
/**
 * It also waits while seats change this often across every process (an on-sale rush; an opening-night sale of one
 * show commits over 100 holds and payments a second, an ordinary evening a few).
 */
const MAIL_WAITS_ABOVE_SEAT_CHANGES_PER_SECOND = 50;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  assertSafeProductionSettings(config);
  const now = options.now ?? (() => new Date());
  const { passwordHashCost } = config;

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      mixin: traceLogFields,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'body.password',
        'body.newPassword',
        'body.otp',
        'body.code',
      ],
    },
    logController: new RequestLog(),
    bodyLimit: config.bodyLimitBytes,
    // A request (headers and body) must arrive within requestTimeout, so trickled bodies are dropped (408).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(config.requestTimeoutMs || 60_000, 60_000) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // `x-message` lets a schema carry the sentence shown when that field is invalid.
    ajv: { customOptions: { allErrors: false, verbose: true, keywords: ['x-message'] } },
    // Paths and query strings are coerced ("12" → 12), JSON bodies never are.
    schemaController: { compilersFactory: { buildValidator: validatorPerPart } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const unbounded = unboundedTrust(config.trustProxy);
  if (unbounded) {
    app.log.warn(
      `${unbounded}: any client can choose its own address with X-Forwarded-For and escape every per-address limit. ` +
        "Set the proxies' addresses (TRUST_PROXY=10.0.0.5) or the proxy hops (TRUST_PROXY=1); production refuses TRUST_PROXY=true.",
    );
  }
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database = await openDatabase(options.database ?? configuredDatabase(config), {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    poolWaitMs: config.dbPoolWaitMs,
    poolMax: config.dbPoolMax,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    sessionSettings: config.dbSessionSettings,
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'database connection lost; it will be reopened on demand'),
    onQuery: options.onQuery,
  });
  app.addHook('onClose', () => database.close());

  try {
    await prepareSchema(database, { migrate: config.dbMigrateOnStart, log: app.log });
    if (config.dbSessionSettings === 'role') await warnWithoutRoleTimeouts(database.db, app.log);
    // The demo start fills the database with demo cinemas, films and a rolling week of shows; any other start
    // begins empty and is filled through the back office.
    const scheduler = config.demoData ? new ShowScheduler(database.db, config.cinemaTimeZone, now) : null;
    if (scheduler) {
      await seedIfEmpty(database.db, { timeZone: config.cinemaTimeZone, now: now(), passwordHashCost });
      await scheduler.ensureAhead();
    }
    // Accounts with published passwords exist only in a demo start; a production start disables any left behind.
    if (config.demoData) await ensureStaffAccount(database.db, passwordHashCost);
    else if (config.env === 'production') await retireDemoPasswords(database.db, passwordHashCost, app.log);

    const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    const notifier = new Notifier(
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        logMessageText: config.env === 'development',
        keepOutbox: config.env !== 'production',
        now,
      },
      app.log,
    );
    const changes = new DatabaseChanges(database, database.db, app.log);
    const mailWaits = [
      eventLoopLoad(MAIL_WAITS_ABOVE_UTILIZATION),
      seatRush(changes, MAIL_WAITS_ABOVE_SEAT_CHANGES_PER_SECOND),
    ];
    const ctx: AppContext = {
      config,
      db: database.db,
      now,
      scheduler,
      tokens: new TokenService(jwtSecret, now),
      notifier,
      mail: new MailQueue(
        {
          db: database.db,
          now,
          notifier,
          // Runs only after ctx is built (the first mail is sent after start-up).
          compose: (mail) =>
            mail.movie_alert_id === null
              ? composeBookingMail(ctx, mail.kind, mail.booking_id!)
              : composeMovieOnSaleMail(ctx, mail.movie_alert_id),
          overLimit: (mail) => bookingMailOverLimit(ctx, mail),
          // Each is read every time: the loop's load covers the time since its last reading.
          busy: () => mailWaits.map((load) => load.busy()).includes(true),
        },
        app.log,
        { ...defaultMailQueueOptions, pollIntervalMs: config.mailPollIntervalMs, retryBaseMs: config.mailRetryBaseMs },
      ),
      passwordHashCost,
      codeHashKey: `${jwtSecret}:one-time-codes`,
      limiter: new RateLimiter(database.db, now, (rule) => countRateLimitRefusal(ctx, rule)),
      hashQueue: new HashQueue({
        concurrency: config.limits.passwordHashConcurrency,
        maxWaiting: config.limits.passwordHashQueue,
        perClient: config.limits.passwordHashPerClient,
      }),
      ticketSigner: new TicketSigner(await resolveTicketSigningKey(database.db, config.ticketSigningKey)),
      changes,
    };
    // Every process's caches follow the changes committed through any process (subscribed before listening starts).
    cacheInvalidationFor(ctx);
    app.addHook('preClose', () => ctx.changes.close());

    app.decorate('sweepExpired', () =>
      sweepExpired(database.db, {
        now: now(),
        idempotencyKeyHours: config.idempotencyKeyHours,
        codeResendSeconds: config.codeResendSeconds,
      }),
    );
    if (config.sweepIntervalMs > 0) {
      const timer = setInterval(() => {
        app
          .sweepExpired()
          .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired rows failed; will retry'));
      }, config.sweepIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    app.decorate('drainMailOutbox', () => ctx.mail.drain());
    app.decorate('db', database.db);
    // At once, before onClose closes the database: a send in progress is aborted and its mail stays queued.
    app.addHook('preClose', () => ctx.mail.stop());

    app.decorateRequest('userId', null);
    installRequestIds(app);
    nameServerSpans(app);
    installReadiness(app);
    installErrorHandling(app);
    installInputGuards(app);

    installSecurityHeaders(app, {
      // The API is often served over plain http on localhost: do not ask browsers to upgrade /docs assets.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      // Posters and tickets are fetched by the front ends from their own origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id', 'X-Admission-Token'],
      exposedHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
      maxAge: 600,
      // An OPTIONS request that is no complete preflight gets the same 204 (no allow headers for it), not a text/plain 400.
      strictPreflight: false,
    });
    await app.register(rateLimit, {
      global: config.rateLimits.global.max > 0,
      max: config.rateLimits.global.max || 1,
      timeWindow: config.rateLimits.global.windowMs,
      onExceeded: () => countRateLimitRefusal(ctx, config.rateLimits.global),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        ...errorBody(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
      }),
    });
    await app.register(swagger, openapiOptions);
    // The API's map (every route and field) is not published by a production server unless API_DOCS=true.
    if (config.apiDocs) {
      await app.register(swaggerUi, {
        routePrefix: '/docs',
        staticCSP: true,
        transformStaticCSP: docsContentSecurityPolicy,
      });
    }

    await app.register(metricsFeature, { ctx, pool: database.pool });
    await app.register(healthRoutes, { ctx });
    for (const routes of [
      movieRoutes,
      authRoutes,
      codeRoutes,
      profileRoutes,
      favoriteRoutes,
      seatRoutes,
      paymentRoutes,
      bookingRoutes,
      ticketRoutes,
      calendarRoutes,
      adminRoutes,
      accountRoutes,
      auditRoutes,
      adminShowRoutes,
    ]) {
      await app.register(routes, { ctx });
    }
    await app.register(seatEventRoutes, { ctx });
    await app.register(refundPolicyRoutes, { ctx });
    await app.register(reminderRoutes, { ctx });
    await app.register(adminMovieRoutes, { ctx });
    await app.register(cinemaRoutes, { ctx });
    await app.register(adminBookingRoutes, { ctx });
    await app.register(reportRoutes, { ctx });
    await app.register(cspReportRoutes, { ctx });
    await app.register(reviewRoutes, { ctx });
    await app.register(searchRoutes, { ctx });
    await app.register(browseRoutes, { ctx });
    await app.register(cinemaPageRoutes, { ctx });
    await app.register(waitingRoomRoutes, { ctx });
    if (config.env !== 'production') await app.register(devOutboxRoutes, { ctx });
    await app.ready();
    ctx.changes.start();
    ctx.mail.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
