import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { describeEachDatabase, testConfig } from '../../../testing/test-app.js';
import { registerUser } from '../../../testing/fixtures.js';
import { withoutRequestId } from '../../../testing/error-body.js';

const valid = {
  username: 'Priya Nair',
  email: 'priya@example.com',
  password: 'secret1',
  phone: '9123456780',
  gender: 'female',
};

function decodePayload(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describeEachDatabase('auth: register and login', (api) => {
  test('register creates an account (201) and login by email or phone returns a 24 h HS256 token', async () => {
    const registered = await api().post('/api/auth/register', valid);
    assert.equal(registered.status, 201);
    assert.equal(typeof registered.json().message, 'string');

    for (const username of [valid.email, valid.phone, ' PRIYA@example.com ']) {
      const login = await api().post('/api/auth/login', { username, password: valid.password });
      assert.equal(login.status, 200, username);
      const { token } = login.json();
      const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
      assert.equal(header.alg, 'HS256');
      const payload = decodePayload(token);
      assert.equal(payload.exp - payload.iat, 24 * 3600);
      const profile = await api().get('/api/user/profile', { token });
      assert.equal(profile.json().email, valid.email);
    }
  });

  test('register rejects a taken email or phone with 409 and a message', async () => {
    const emailTaken = await api().post('/api/auth/register', { ...valid, phone: '9123456781' });
    assert.equal(emailTaken.status, 409);
    assert.match(emailTaken.json().message, /email/);
    const phoneTaken = await api().post('/api/auth/register', { ...valid, email: 'other@example.com' });
    assert.equal(phoneTaken.status, 409);
    assert.match(phoneTaken.json().message, /mobile number/);
  });

  test('register validates each field and names it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, username: '' }, /username/],
      [{ ...valid, email: 'not-an-email' }, /email/],
      [{ ...valid, password: '12345' }, /password/],
      [{ ...valid, phone: '12345' }, /phone must be exactly 10 digits/],
      [{ ...valid, phone: '12345678901' }, /phone/],
      [{ ...valid, gender: 'robot' }, /gender must be one of: male, female, other/],
      [{ email: 'x@example.com', password: 'secret1', phone: '9123456782', gender: 'male' }, /username is required/],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/auth/register', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.json().error, 'Bad Request');
      assert.match(response.json().message, message);
    }
  });

  test('gender is accepted in any case and read back capitalised', async () => {
    const response = await api().post('/api/auth/register', {
      ...valid,
      email: 'case@example.com',
      phone: '9123456783',
      gender: 'OTHER',
    });
    assert.equal(response.status, 201);
    const { token } = (
      await api().post('/api/auth/login', { username: 'case@example.com', password: valid.password })
    ).json();
    assert.equal((await api().get('/api/user/profile', { token })).json().gender, 'Other');
  });

  test('wrong password and unknown account get the same 401 message', async () => {
    const wrong = await api().post('/api/auth/login', { username: valid.email, password: 'wrong-password' });
    const unknown = await api().post('/api/auth/login', { username: 'nobody@example.com', password: 'wrong-password' });
    const unknownPhone = await api().post('/api/auth/login', { username: '9000000000', password: 'wrong-password' });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(unknownPhone.status, 401);
    assert.deepEqual(withoutRequestId(wrong.json()), withoutRequestId(unknown.json()));
    assert.deepEqual(withoutRequestId(wrong.json()), withoutRequestId(unknownPhone.json()));
  });

  test('login needs both fields', async () => {
    const response = await api().post('/api/auth/login', { username: valid.email });
    assert.equal(response.status, 400);
    assert.match(response.json().message, /password/);
    assert.equal(
      (await api().post('/api/auth/login', 'not json', { headers: { 'content-type': 'application/json' } })).status,
      400,
    );
  });

  test('forged, malformed, unsigned and expired tokens are 401', async () => {
    const user = await registerUser(api());
    const [header, payload] = user.token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodePayload(user.token), sub: '1' })).toString('base64url');
    for (const token of ['garbage', unsigned, `${header}.${forgedPayload}.${user.token.split('.')[2]}`]) {
      const response = await api().get('/api/user/profile', { token });
      assert.equal(response.status, 401, token);
      assert.match(response.json().message, /Authentication expired/);
    }
    api().clock.advance(24 * 3600 * 1000 + 1000);
    try {
      assert.equal((await api().get('/api/user/profile', { token: user.token })).status, 401);
    } finally {
      api().clock.reset();
    }
    assert.equal((await api().get('/api/user/profile', { token: user.token })).status, 200);
  });

  test('a correctly signed token without an expiry or a subject is 401', async () => {
    const user = await registerUser(api());
    const key = new TextEncoder().encode(testConfig.jwtSecret);
    const userId = Number(decodePayload(user.token).sub);
    const noExpiry = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('reeltime-api')
      .setIssuedAt()
      .sign(key);
    const noSubject = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('reeltime-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [noExpiry, noSubject]) {
      const response = await api().get('/api/user/profile', { token });
      assert.equal(response.status, 401);
      assert.match(response.json().message, /Authentication expired/);
    }
  });

  test('the token version claim: absent counts as 0 (tokens from before it), anything but the current version is 401', async () => {
    const user = await registerUser(api());
    assert.equal(decodePayload(user.token).ver, 0);
    const key = new TextEncoder().encode(testConfig.jwtSecret);
    const userId = Number(decodePayload(user.token).sub);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer('reeltime-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    assert.equal((await api().get('/api/user/profile', { token: await sign({}) })).status, 200);
    for (const ver of [1, -1, 0.5, 2 ** 31, 2 ** 53, '0', null, true]) {
      const response = await api().get('/api/user/profile', { token: await sign({ ver }) });
      assert.equal(response.status, 401, String(ver));
      assert.match(response.json().message, /Authentication expired/);
    }
  });

  test('fields of the wrong JSON type are 400 naming the field, never coerced', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, username: 12345 }, /username must be text/],
      [{ ...valid, phone: 9123456784 }, /phone must be text/],
      [{ ...valid, gender: ['male'] }, /gender must be text/],
      [{ ...valid, password: null }, /password must be text/],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/auth/register', { ...body, email: 'typed@example.com' });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    const login = await api().post('/api/auth/login', { username: true, password: 'secret1' });
    assert.equal(login.status, 400);
    assert.match(login.json().message, /username must be text/);
  });

  test('text with a NUL character is 400 naming the field, not a database error', async () => {
    const register = await api().post('/api/auth/register', {
      ...valid,
      username: 'a\u0000b',
      email: 'nul@example.com',
      phone: '9123456785',
    });
    assert.equal(register.status, 400);
    assert.match(register.json().message, /username/);
    const login = await api().post('/api/auth/login', { username: 'a\u0000@example.com', password: 'secret1' });
    assert.equal(login.status, 400);
    assert.match(login.json().message, /username/);
  });
});

describeEachDatabase(
  'auth: rate limits',
  (api) => {
    test('login attempts are limited per identifier (429), other identifiers unaffected', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        assert.equal(
          (await api().post('/api/auth/login', { username: 'target@example.com', password: 'guess-' + attempt }))
            .status,
          401,
        );
      }
      const limited = await api().post('/api/auth/login', { username: 'TARGET@example.com', password: 'guess' });
      assert.equal(limited.status, 429);
      assert.equal(limited.json().error, 'Too Many Requests');
      assert.match(limited.json().message, /Too many requests/);
      assert.equal(
        (await api().post('/api/auth/login', { username: 'someone-else@example.com', password: 'guess' })).status,
        401,
      );
    });

    test('registration is limited per client address', async () => {
      for (let index = 0; index < 3; index++) {
        const response = await api().post('/api/auth/register', {
          ...valid,
          email: `r${index}@example.com`,
          phone: `900000000${index}`,
        });
        assert.equal(response.status, 201);
      }
      const limited = await api().post('/api/auth/register', {
        ...valid,
        email: 'r9@example.com',
        phone: '9000000009',
      });
      assert.equal(limited.status, 429);
    });
  },
  {
    rateLimits: {
      login: { max: 3, windowMs: 60_000 },
      codes: { max: 10, windowMs: 60_000 },
      register: { max: 3, windowMs: 60_000 },
      global: { max: 0, windowMs: 60_000 },
    },
  },
);
