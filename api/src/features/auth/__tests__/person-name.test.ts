import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { goodCard, holdSeats, freshSlot, registerUser } from '../../../testing/fixtures.js';

/** Names an attacker uses to turn a genuine mail or page into a lure, each refused with its reason. */
const REFUSED: [string, string, RegExp][] = [
  [
    'a phishing paragraph',
    'Ravi\n\nYour account is locked. Verify at https://reeltime-verify.example/login',
    /one line/,
  ],
  ['a carriage return', 'Ravi\rKumar', /one line/],
  ['a tab', 'Ravi\tKumar', /one line/],
  ['a C1 control (NEL)', 'Ravi\u0085Kumar', /one line/],
  ['a right-to-left override', 'Ravi \u202Egnp.exe', /invisible characters/],
  ['a bidi isolate', 'Ravi \u2067Kumar\u2069', /invisible characters/],
  ['a zero-width space', 'Ra\u200Bvi', /invisible characters/],
  ['a BOM', 'Ra\uFEFFvi', /invisible characters/],
  ['a line separator', 'Ravi\u2028Kumar', /one line/],
  ['a leading zero-width joiner', '\u200DRavi', /invisible characters/],
  ['a web address', 'Ravi https://evil.example', /not a web or e-mail address/],
  ['a bare host name', 'Claim refund at reeltime-support.com', /not a web or e-mail address/],
  ['www.', 'www.reeltime-refunds', /not a web or e-mail address/],
  ['an e-mail address', 'support@reeltime.help', /not a web or e-mail address/],
  ['stacked accents', `Ravi${'\u0301'.repeat(12)}`, /too many accents/],
];

/** Real names in many scripts, kept as written (apart from trimming and spaces). */
const ACCEPTED: [string, string][] = [
  ['  Anaïs   O\u2019Brien-Núñez ', 'Anaïs O\u2019Brien-Núñez'],
  ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
  ['श्\u200Dरीनिवास', 'श्\u200Dरीनिवास'], // Devanagari half form with a zero-width joiner
  ['അവന്\u200D', 'അവന്\u200D'], // Malayalam chillu written with a joiner after a virama
  ['Priya \u{1F469}\u200D\u{1F4BB}', 'Priya \u{1F469}\u200D\u{1F4BB}'], // an emoji ZWJ sequence
  ['محمد\u00A0علي', 'محمد علي'], // a no-break space becomes a plain one
  ['李小龍', '李小龍'],
];

describeEachDatabase('names are one line of printable text', (api) => {
  test('register refuses control, bidi and zero-width characters, addresses and stacked accents, naming the field', async () => {
    for (const [what, username, message] of REFUSED) {
      const response = await api().post('/api/auth/register', {
        username,
        email: `n-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'secret123',
        phone: '7000000001',
        gender: 'male',
      });
      assert.equal(response.status, 400, `${what}: ${response.body}`);
      assert.equal(response.json().error, 'Bad Request');
      assert.match(response.json().message, /^username /, what);
      assert.match(response.json().message, message, what);
    }
  });

  test('profile update refuses the same names and keeps the old one', async () => {
    const user = await registerUser(api());
    for (const [what, username, message] of REFUSED) {
      const response = await api().put('/api/user/profile', { username }, { token: user.token });
      assert.equal(response.status, 400, what);
      assert.match(response.json().message, /^username /, what);
      assert.match(response.json().message, message, what);
    }
    assert.equal((await api().get('/api/user/profile', { token: user.token })).json().username, user.username);
  });

  test('real names in any script are accepted, trimmed, with one plain space between words', async () => {
    const user = await registerUser(api());
    for (const [typed, stored] of ACCEPTED) {
      const response = await api().put('/api/user/profile', { username: typed }, { token: user.token });
      assert.equal(response.status, 200, `${typed}: ${response.body}`);
      assert.equal(response.json().username, stored);
    }
    const registered = await registerUser(api(), { username: 'श्\u200Dरीनिवास  Iyer' });
    assert.equal(
      (await api().get('/api/user/profile', { token: registered.token })).json().username,
      'श्\u200Dरीनिवास Iyer',
    );
  });

  test('the cardholder name follows the same rule', async () => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const hold = await holdSeats(api(), user.token, slotId, ['B4']);
    const response = await api().post(
      '/api/bookings/payment',
      {
        slotId,
        seatNumbers: ['B4'],
        totalAmount: hold.totalAmount,
        ...goodCard,
        cardHolderName: 'Test\nHolder',
      },
      { token: user.token },
    );
    assert.equal(response.status, 400);
    assert.match(response.json().message, /^cardHolderName must be one line/);
  });
});
