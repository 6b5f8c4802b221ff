import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApi } from '../../../testing/test-app.js';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { extractPdfText } from '../../../testing/pdf-text.js';
import { loadConfig } from '../../../config.js';

interface ListedMail {
  subject: string;
  text: string;
  attachments: { url: string }[];
}

async function mailsTo(api: TestApi, email: string): Promise<ListedMail[]> {
  return (await api.get('/api/dev/outbox', { query: { to: email } })).json();
}

const HOUR = 3_600_000;

describeEachDatabase('booking e-mails carry no customer-written text', (api) => {
  test('an account named with a phishing paragraph cannot be opened to mail someone else', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const response = await api().post('/api/auth/register', {
      username: 'Asha\n\nURGENT: your payment failed. Re-enter your card at https://reeltime-pay.example/fix',
      email: victim,
      password: 'secret123',
      phone: '7111111111',
      gender: 'female',
    });
    assert.equal(response.status, 400);
    assert.match(response.json().message, /^username must be one line/);
    assert.deepEqual(await mailsTo(api(), victim), []);
  });

  test('the subject, body, PDF and invite never show the account name', async () => {
    const user = await registerUser(api(), { username: 'Zebulon Quarterfield' });
    const booking = await book(api(), user.token, await freshSlot(api()), ['E3']);
    assert.equal(await api().app.drainMailOutbox(), 1);
    const [mail] = await mailsTo(api(), user.email);
    assert.ok(mail.text.startsWith('Hello,\n'), mail.text);
    const pdfText = extractPdfText((await api().get(mail.attachments[0].url)).rawPayload);
    assert.ok(pdfText.includes(String(booking.id)), 'the PDF is the ticket');
    const ics = (await api().get(mail.attachments[1].url)).body;
    for (const [where, text] of [
      ['subject', mail.subject],
      ['body', mail.text],
      ['PDF', pdfText],
      ['invite', ics],
    ]) {
      assert.ok(!/Zebulon|Quarterfield/.test(text), `the ${where} does not name the account`);
    }
  });
});

describeEachDatabase(
  'booking e-mails are bounded per account and per recipient',
  (api) => {
    test('over a bound the mail is skipped for good and the booking stands', async () => {
      const user = await registerUser(api());
      const bookings = [];
      for (const seat of ['A1', 'A2', 'A3'])
        bookings.push(await book(api(), user.token, await freshSlot(api()), [seat]));
      assert.equal(await api().app.drainMailOutbox(), 2, 'two mails per account an hour');
      assert.equal((await mailsTo(api(), user.email)).length, 2);
      const mine = (await api().get('/api/bookings/my-bookings', { token: user.token })).json();
      assert.ok(
        bookings.every((booking) =>
          mine.some(
            (listed: { id: number; status: string }) => listed.id === booking.id && listed.status === 'CONFIRMED',
          ),
        ),
        'every booking stands, mailed or not',
      );

      api().clock.advance(2 * HOUR);
      assert.equal(await api().app.drainMailOutbox(), 0, 'a skipped mail is never retried');

      // The account's hour is over, but the address has had its 3 booking e-mails of the day.
      await book(api(), user.token, await freshSlot(api()), ['A4']);
      assert.equal(await api().app.drainMailOutbox(), 0);
      assert.equal((await mailsTo(api(), user.email)).length, 2);

      api().clock.advance(25 * HOUR);
      const { token } = (await api().post('/api/auth/login', { username: user.email, password: user.password })).json();
      await book(api(), token, await freshSlot(api()), ['A5']);
      assert.equal(await api().app.drainMailOutbox(), 1, 'a new day, a new mail');
    });
  },
  {
    bookingOutput: {
      ...loadConfig({}).bookingOutput,
      mailAccount: { max: 2, windowMs: HOUR },
      mailRecipient: { max: 3, windowMs: 24 * HOUR },
    },
  },
);
