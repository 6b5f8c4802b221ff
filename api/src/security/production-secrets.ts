import type { AppConfig } from '../config.js';
import { isPublishedValue } from './published-values.js';

/** A setting that makes a production start unsafe: the process exits with its message (never the value). */
export class UnsafeProductionSetting extends Error {
  override name = 'UnsafeProductionSetting';
}

const MIN_JWT_SECRET_BYTES = 32;
const GENERATE_HINT = 'use a random value (e.g. `openssl rand -base64 48`)';

/** The password part of a connection URL; '' when the URL spells an empty one (`user:@host`); undefined without one. */
function urlPassword(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.password) return decodeURIComponent(url.password);
  return /^[a-z][\w+.-]*:\/\/[^/@]*:@/i.test(raw) ? '' : undefined;
}

/**
 * What a production start (NODE_ENV=production without DEMO_DATA) refuses: a JWT_SECRET shorter than 32 bytes,
 * and any secret (JWT_SECRET, TICKET_SIGNING_KEY, the passwords in DATABASE_URL and SMTP_URL) equal to a value
 * the repository publishes. Each problem names the variable, never its value. An unset JWT_SECRET or
 * TICKET_SIGNING_KEY is fine: a random one is generated and kept. The demo start is not checked: its staff
 * passwords are published anyway, and it runs on the test databases' published credentials.
 */
export function unsafeProductionSettings(config: AppConfig): string[] {
  if (config.env !== 'production' || config.demoData) return [];
  const problems: string[] = [];
  const published = (name: string) =>
    `${name} is a value published in the ReelTime repository (README or docker-compose.yml): ${GENERATE_HINT}.`;

  if (config.jwtSecret !== undefined) {
    if (isPublishedValue(config.jwtSecret)) problems.push(published('JWT_SECRET'));
    else if (Buffer.byteLength(config.jwtSecret, 'utf8') < MIN_JWT_SECRET_BYTES) {
      problems.push(
        `JWT_SECRET is shorter than ${MIN_JWT_SECRET_BYTES} bytes: ${GENERATE_HINT}, or leave it unset to use one generated into DATA_DIR/jwt-secret.`,
      );
    }
  }
  if (config.ticketSigningKey !== undefined && isPublishedValue(config.ticketSigningKey))
    problems.push(published('TICKET_SIGNING_KEY'));
  for (const [name, url] of [
    ['DATABASE_URL', config.databaseUrl],
    ['SMTP_URL', config.smtpUrl],
  ] as const) {
    const password = url === undefined ? undefined : urlPassword(url);
    if (password === '')
      problems.push(
        `The password in ${name} is empty${name === 'DATABASE_URL' ? ' (with docker-compose: set POSTGRES_PASSWORD in .env)' : ''}.`,
      );
    else if (password !== undefined && isPublishedValue(password)) problems.push(published(`The password in ${name}`));
  }
  return problems;
}

/** Throws UnsafeProductionSetting listing every problem of a production configuration. */
export function assertSafeProductionSettings(config: AppConfig): void {
  const problems = unsafeProductionSettings(config);
  if (problems.length > 0) {
    throw new UnsafeProductionSetting(
      `Refusing to start in production:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
  }
}
