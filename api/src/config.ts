import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
  dataDir: string;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  holdSeconds: number;
  cinemaTimeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
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
}

type Env = Record<string, string | undefined>;

const defaultCorsOrigins = [3000, 3001, 3002, 3003].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function nodeEnv(raw: string | undefined): AppConfig['env'] {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'API_PORT', integer(env, 'PORT', 8080));
  return {
    env: nodeEnv(env.NODE_ENV),
    host: text(env, 'HOST') ?? '0.0.0.0',
    port,
    publicUrl: (text(env, 'API_PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    databaseUrl: text(env, 'DATABASE_URL'),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? path.join(apiPackageDir, '..', 'data')),
    jwtSecret: text(env, 'JWT_SECRET'),
    corsOrigins: text(env, 'CORS_ORIGINS')?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? defaultCorsOrigins,
    holdSeconds: integer(env, 'HOLD_SECONDS', 600),
    cinemaTimeZone: text(env, 'CINEMA_TIME_ZONE') ?? 'Asia/Kolkata',
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'ReelTime <no-reply@reeltime.app>',
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 16 * 1024),
    rateLimits: {
      login: { max: integer(env, 'LOGIN_RATE_LIMIT_MAX', 10), windowMs: integer(env, 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000 },
      codes: { max: integer(env, 'CODE_RATE_LIMIT_MAX', 10), windowMs: integer(env, 'CODE_RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000 },
      register: { max: integer(env, 'REGISTER_RATE_LIMIT_MAX', 200), windowMs: integer(env, 'REGISTER_RATE_LIMIT_WINDOW_SECONDS', 60 * 60) * 1000 },
      global: { max: integer(env, 'RATE_LIMIT_MAX', 6000), windowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) * 1000 },
    },
    codeResendSeconds: integer(env, 'CODE_RESEND_SECONDS', 30),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 15),
  };
}
