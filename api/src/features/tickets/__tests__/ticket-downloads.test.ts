import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { loadConfig } from '../../../config.js';

const WINDOW_MS = 10 * 60_000;

describeEachDatabase(
  'ticket downloads',
  (api) => {
    const download = (token: string, id: number) => api().get(`/api/bookings/${id}/download`, { token });

    test('a ticket is rendered once per state: every download, and the e-mail, get the same bytes', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['G1', 'G2']);
      const first = await download(user.token, booking.id);
      const second = await download(user.token, booking.id);
      assert.equal(first.status, 200);
      assert.equal(first.headers['content-type'], 'application/pdf');
      // Each rendering of a PDF carries its own random document ID: equal bytes are one rendering.
      assert.ok(first.rawPayload.equals(second.rawPayload), 'the second download is the first rendering');

      await api().app.drainMailOutbox();
      const [mail] = (await api().get('/api/dev/outbox', { query: { to: user.email } })).json();
      assert.ok(
        (await api().get(mail.attachments[0].url)).rawPayload.equals(first.rawPayload),
        'the e-mailed ticket is that rendering too',
      );

      const other = await book(api(), user.token, await freshSlot(api()), ['G3']);
      assert.ok(
        !(await download(user.token, other.id)).rawPayload.equals(first.rawPayload),
        'another booking has its own ticket',
      );
    });

    test('downloads per account are bounded: 429 with Retry-After, PDF and invite together, other accounts unaffected', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['G5']);
      assert.equal((await download(user.token, booking.id)).status, 200);
      assert.equal((await api().get(`/api/bookings/${booking.id}/calendar.ics`, { token: user.token })).status, 200);
      assert.equal((await download(user.token, 2147483647)).status, 404, 'a probe for a missing booking counts too');

      const over = await download(user.token, booking.id);
      assert.equal(over.status, 429);
      assert.equal(over.json().error, 'Too Many Requests');
      assert.match(over.json().message, /try again in/);
      const retryAfter = Number(over.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= WINDOW_MS / 1000, `Retry-After ${over.headers['retry-after']}`);
      assert.equal((await api().get(`/api/bookings/${booking.id}/calendar.ics`, { token: user.token })).status, 429);

      const other = await registerUser(api());
      const theirs = await book(api(), other.token, await freshSlot(api()), ['G6']);
      assert.equal((await download(other.token, theirs.id)).status, 200);

      api().clock.advance(WINDOW_MS);
      const { token } = (await api().post('/api/auth/login', { username: user.email, password: user.password })).json();
      assert.equal((await download(token, booking.id)).status, 200, 'the next window allows downloads again');
    });
  },
  {
    bookingOutput: { ...loadConfig({}).bookingOutput, downloadAccount: { max: 3, windowMs: WINDOW_MS } },
  },
);
