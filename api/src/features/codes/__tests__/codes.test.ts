import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { latestCode, registerUser } from '../../../testing/fixtures.js';

describeEachDatabase('one-time codes', (api) => {
  test('OTP login by email: the code arrives in the outbox and returns a working token, once', async () => {
    const user = await registerUser(api());
    const sent = await api().post('/api/auth/initiate-login', { email: user.email });
    assert.equal(sent.status, 200);
    assert.equal(typeof sent.json().message, 'string');
    const [message] = (await api().get('/api/dev/outbox', { query: { to: user.email } })).json();
    assert.equal(message.channel, 'email');
    assert.match(message.text, /\b\d{6}\b/);
    assert.ok(!Number.isNaN(Date.parse(message.sentAt)));

    const otp = await latestCode(api(), user.email);
    const verified = await api().post('/api/auth/verify-otp', { email: user.email, otp });
    assert.equal(verified.status, 200);
    assert.equal((await api().get('/api/user/profile', { token: verified.json().token })).status, 200);

    const again = await api().post('/api/auth/verify-otp', { email: user.email, otp });
    assert.equal(again.status, 401);
    assert.match(again.json().message, /expired or was already used/);
  });

  test('OTP login by phone goes to the outbox as an SMS', async () => {
    const user = await registerUser(api());
    assert.equal((await api().post('/api/auth/initiate-login', { phoneNumber: user.phone })).status, 200);
    const [message] = (await api().get('/api/dev/outbox', { query: { to: user.phone } })).json();
    assert.equal(message.channel, 'sms');
    const otp = await latestCode(api(), user.phone);
    assert.equal((await api().post('/api/auth/verify-otp', { phoneNumber: user.phone, otp })).status, 200);
  });

  test('a new code can be requested only every 30 seconds per identifier and purpose', async () => {
    const user = await registerUser(api());
    assert.equal((await api().post('/api/auth/initiate-login', { email: user.email })).status, 200);
    const tooSoon = await api().post('/api/auth/initiate-login', { email: user.email });
    assert.equal(tooSoon.status, 429);
    assert.match(tooSoon.json().message, /wait \d+ seconds/);
    assert.equal((await api().post('/api/auth/forgot-password', { email: user.email })).status, 200, 'other purpose');
    api().clock.advance(31_000);
    try {
      assert.equal((await api().post('/api/auth/initiate-login', { email: user.email })).status, 200);
    } finally {
      api().clock.reset();
    }
  });

  test('five wrong tries burn the code', async () => {
    const user = await registerUser(api());
    await api().post('/api/auth/initiate-login', { email: user.email });
    const otp = await latestCode(api(), user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await api().post('/api/auth/verify-otp', { email: user.email, otp: wrong });
      assert.equal(response.status, 401);
      assert.match(
        response.json().message,
        attempt < 5 ? /Invalid OTP\. \d attempts? left/ : /Too many wrong attempts/,
      );
    }
    const right = await api().post('/api/auth/verify-otp', { email: user.email, otp });
    assert.equal(right.status, 401);
    assert.match(right.json().message, /Too many wrong attempts/);
  });

  test('codes expire after 5 minutes', async () => {
    const user = await registerUser(api());
    await api().post('/api/auth/initiate-login', { email: user.email });
    const otp = await latestCode(api(), user.email);
    api().clock.advance(5 * 60_000 + 1000);
    try {
      const response = await api().post('/api/auth/verify-otp', { email: user.email, otp });
      assert.equal(response.status, 401);
      assert.match(response.json().message, /expired/);
    } finally {
      api().clock.reset();
    }
  });

  test('password reset: the code sets a new password and is burnt', async () => {
    const user = await registerUser(api());
    assert.equal((await api().post('/api/auth/forgot-password', { phoneNumber: user.phone })).status, 200);
    const otp = await latestCode(api(), user.phone);
    const tooShort = await api().post('/api/auth/reset-password', { phoneNumber: user.phone, otp, newPassword: '123' });
    assert.equal(tooShort.status, 400);
    assert.match(tooShort.json().message, /newPassword/);
    const reset = await api().post('/api/auth/reset-password', {
      phoneNumber: user.phone,
      otp,
      newPassword: 'brand-new-pass',
    });
    assert.equal(reset.status, 200);
    assert.equal((await api().post('/api/auth/login', { username: user.email, password: user.password })).status, 401);
    assert.equal(
      (await api().post('/api/auth/login', { username: user.email, password: 'brand-new-pass' })).status,
      200,
    );
    const reused = await api().post('/api/auth/reset-password', {
      phoneNumber: user.phone,
      otp,
      newPassword: 'another-pass',
    });
    assert.equal(reused.status, 400);
  });

  test('password reset revokes every token issued before it (401 as if expired); tokens issued after work', async () => {
    const user = await registerUser(api());
    const otpLogin = async () => {
      api().clock.advance(31_000);
      assert.equal((await api().post('/api/auth/initiate-login', { email: user.email })).status, 200);
      const otp = await latestCode(api(), user.email);
      return (await api().post('/api/auth/verify-otp', { email: user.email, otp })).json().token as string;
    };
    try {
      const byOtp = await otpLogin();
      assert.equal((await api().get('/api/user/profile', { token: byOtp })).status, 200);

      assert.equal((await api().post('/api/auth/forgot-password', { email: user.email })).status, 200);
      const otp = await latestCode(api(), user.email);
      // A wrong code changes nothing.
      assert.equal(
        (
          await api().post('/api/auth/reset-password', {
            email: user.email,
            otp: otp === '000000' ? '111111' : '000000',
            newPassword: 'brand-new-pass',
          })
        ).status,
        400,
      );
      assert.equal((await api().get('/api/user/profile', { token: user.token })).status, 200);

      const reset = await api().post('/api/auth/reset-password', {
        email: user.email,
        otp,
        newPassword: 'brand-new-pass',
      });
      assert.equal(reset.status, 200);
      for (const token of [user.token, byOtp]) {
        const stale = await api().get('/api/user/profile', { token });
        assert.equal(stale.status, 401);
        assert.equal(stale.json().message, 'Authentication expired. Please login again.');
      }
      const login = await api().post('/api/auth/login', { username: user.email, password: 'brand-new-pass' });
      assert.equal((await api().get('/api/user/profile', { token: login.json().token })).status, 200);
      assert.equal((await api().get('/api/user/profile', { token: await otpLogin() })).status, 200);
    } finally {
      api().clock.reset();
    }
  });

  test('unknown identifiers: 404 "This email/phone is not registered"', async () => {
    for (const route of ['/api/auth/forgot-password', '/api/auth/initiate-login']) {
      const response = await api().post(route, { email: 'ghost@example.com' });
      assert.equal(response.status, 404);
      assert.equal(response.json().message, 'This email/phone is not registered');
    }
    assert.equal((await api().post('/api/auth/forgot-password', { phoneNumber: '9999999990' })).status, 404);
  });

  test('bad input names the field', async () => {
    const none = await api().post('/api/auth/initiate-login', {});
    assert.equal(none.status, 400);
    assert.match(none.json().message, /email or phoneNumber is required/);
    const phone = await api().post('/api/auth/initiate-login', { phoneNumber: '12ab' });
    assert.match(phone.json().message, /phoneNumber must be 10 digits/);
    const otp = await api().post('/api/auth/verify-otp', { email: 'a@example.com', otp: '12' });
    assert.equal(otp.status, 400);
    assert.match(otp.json().message, /otp/);
    const missingOtp = await api().post('/api/auth/reset-password', { email: 'a@example.com', newPassword: 'secret1' });
    assert.match(missingOtp.json().message, /otp is required/);
  });
});

describeEachDatabase(
  'one-time codes: rate limit per identifier',
  (api) => {
    test('verification attempts beyond the limit are 429 for that identifier only', async () => {
      const user = await registerUser(api());
      for (let attempt = 0; attempt < 2; attempt++) {
        await api().post('/api/auth/verify-otp', { email: user.email, otp: '123456' });
      }
      assert.equal((await api().post('/api/auth/verify-otp', { email: user.email, otp: '123456' })).status, 429);
      assert.equal(
        (await api().post('/api/auth/verify-otp', { email: 'other@example.com', otp: '123456' })).status,
        401,
      );
    });

    test('extra fields or a blank email do not open a fresh bucket for the same identifier', async () => {
      const user = await registerUser(api());
      for (let attempt = 0; attempt < 2; attempt++) {
        await api().post('/api/auth/verify-otp', { phoneNumber: user.phone, otp: '123456' });
      }
      const dodges = [
        { phoneNumber: user.phone, otp: '123456', username: 'decoy-1' },
        { phoneNumber: user.phone, otp: '123456', email: '' },
        { phoneNumber: user.phone, otp: '123456', email: '   ', username: 'decoy-2' },
        { phoneNumber: `${user.phone.slice(0, 5)}-${user.phone.slice(5)}`, otp: '123456' },
      ];
      for (const body of dodges) {
        const response = await api().post('/api/auth/verify-otp', body);
        assert.equal(response.status, 429, JSON.stringify(body));
      }
    });
  },
  {
    rateLimits: {
      login: { max: 10, windowMs: 60_000 },
      codes: { max: 2, windowMs: 60_000 },
      register: { max: 100, windowMs: 60_000 },
      global: { max: 0, windowMs: 60_000 },
    },
  },
);
