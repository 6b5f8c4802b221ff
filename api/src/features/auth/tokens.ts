import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const TOKEN_LIFETIME_SECONDS = 24 * 3600;
const ISSUER = 'reeltime-api';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly now: () => Date) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: number): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The user id the token was issued to, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<number | null> {
    try {
      // Every token this service signs carries sub, iat and exp: one without them was not issued here.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['sub', 'iat', 'exp'],
        maxTokenAge: TOKEN_LIFETIME_SECONDS,
        currentDate: this.now(),
      });
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
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
