import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt hashes stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can be raised
 * later without invalidating existing passwords.
 */
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function optionsFor(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

export async function hashPassword(password: string, log2N: number): Promise<string> {
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, optionsFor(log2N, r, p));
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), optionsFor(+log2N, +r, +p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on unknown accounts so a login's timing does not reveal whether the account exists. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string, log2N: number): Promise<false> {
  decoyHash ??= hashPassword('decoy-password', log2N);
  await verifyPassword(password, await decoyHash);
  return false;
}
