import { randomBytes, webcrypto } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

const TOKEN_LIFETIME_SECONDS = 24 * 3600;
const ISSUER = 'reeltime-api';
/** Claim holding users.token_version at issue time; tokens from before it existed count as version 0. */
const VERSION_CLAIM = 'ver';

export interface VerifiedToken {
  userId: number;
  tokenVersion: number;
}

/** Tokens whose signature this process has checked, with their expiry (ms): a busy process sees the same ones again and again. */
const VERIFIED_TOKENS_KEPT = 20_000;

export class TokenService {
  /**
   * The secret's UTF-8 bytes imported once as an HMAC SHA-256 WebCrypto key, which jose uses as it is: given the
   * bytes (or a KeyObject, which it exports back to bytes), it would import them again on every signature and
   * verification.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Each browser sends its one token with every request, so a token verified once is remembered, by its exact
   * text, until it expires: checking an HMAC through WebCrypto is a trip to the thread pool, a remembered token a
   * lookup. Only what verified is kept, and its expiry is checked against the clock on every use.
   */
  private readonly verified = new LRUCache<string, VerifiedToken & { expiresAtMs: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(userId: number, tokenVersion: number): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ [VERSION_CLAIM]: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(await this.key);
  }

  /**
   * The user id and token version the token was issued with, or null when it is malformed, forged or
   * expired. Whether the version is still current is for the caller to check against the database.
   */
  async verify(token: string): Promise<VerifiedToken | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > this.now().getTime()) return { userId: known.userId, tokenVersion: known.tokenVersion };
      this.verified.delete(token);
      return null;
    }
    try {
      // Every token this service signs carries sub, iat and exp: one without them was not issued here.
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['sub', 'iat', 'exp'],
        maxTokenAge: TOKEN_LIFETIME_SECONDS,
        currentDate: this.now(),
      });
      const userId = Number(payload.sub);
      const tokenVersion = VERSION_CLAIM in payload ? payload[VERSION_CLAIM] : 0;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      // users.token_version is a PostgreSQL integer: anything outside its range was not issued here.
      if (
        typeof tokenVersion !== 'number' ||
        !Number.isInteger(tokenVersion) ||
        tokenVersion < 0 ||
        tokenVersion > 2_147_483_647
      )
        return null;
      // exp is required above, and no later than iat + the lifetime (maxTokenAge).
      const expiresAtMs = Math.min(payload.exp!, payload.iat! + TOKEN_LIFETIME_SECONDS) * 1000;
      this.verified.set(token, { userId, tokenVersion, expiresAtMs });
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }
}

/** JWT_SECRET when given; otherwise a random secret created on first start and kept in the data folder. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
