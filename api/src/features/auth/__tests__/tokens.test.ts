import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { TokenService } from '../tokens.js';

const secret = 'a secret of more than 32 bytes, with ü and ₹ in it';
const issuedAt = new Date('2026-11-20T10:00:00Z');

test("a token is HS256 over the secret's UTF-8 bytes, the same bytes as signed with the raw secret", async () => {
  const token = await new TokenService(secret, () => issuedAt).sign(42, 3);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  assert.deepEqual(JSON.parse(Buffer.from(header, 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
  assert.equal(
    signature,
    createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${header}.${payload}`).digest('base64url'),
  );
  const seconds = issuedAt.getTime() / 1000;
  const fromRawSecret = await new SignJWT({ ver: 3 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('42')
    .setIssuer('reeltime-api')
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 24 * 3600)
    .sign(new TextEncoder().encode(secret));
  assert.equal(token, fromRawSecret);
});

test('the secret is imported as a key once, not for every token signed or verified', async () => {
  const subtle = globalThis.crypto.subtle;
  const importKey = subtle.importKey.bind(subtle);
  let imports = 0;
  subtle.importKey = ((...args: Parameters<typeof importKey>) => {
    imports++;
    return importKey(...args);
  }) as typeof subtle.importKey;
  try {
    const tokens = new TokenService(secret, () => issuedAt);
    for (let round = 0; round < 5; round++) assert.ok(await tokens.verify(await tokens.sign(42, round)));
    assert.equal(imports, 1);
  } finally {
    subtle.importKey = importKey;
  }
});

test('tokens verify again and again with the one key; another secret or a changed signature does not', async () => {
  const tokens = new TokenService(secret, () => issuedAt);
  const token = await tokens.sign(42, 3);
  for (let round = 0; round < 3; round++) assert.deepEqual(await tokens.verify(token), { userId: 42, tokenVersion: 3 });
  assert.equal(await new TokenService(`${secret}!`, () => issuedAt).verify(token), null);
  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  assert.equal(await tokens.verify(tampered), null);
});

test('a token verified before still expires on the clock, 24 hours after it was issued', async () => {
  let now = issuedAt;
  const tokens = new TokenService(secret, () => now);
  const token = await tokens.sign(42, 3);
  assert.deepEqual(await tokens.verify(token), { userId: 42, tokenVersion: 3 });
  now = new Date(issuedAt.getTime() + 24 * 3600_000 - 1_000);
  assert.deepEqual(await tokens.verify(token), { userId: 42, tokenVersion: 3 });
  now = new Date(issuedAt.getTime() + 24 * 3600_000);
  assert.equal(await tokens.verify(token), null);
  assert.equal(await tokens.verify(token), null);
});
