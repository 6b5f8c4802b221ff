import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { TestSmtpServer } from '../../../testing/smtp-server.js';

const smtp = new TestSmtpServer();
before(() => smtp.start());
after(() => smtp.stop());

// The port is known only once the server listens: the config getter reads it when the app is built.
describeEachDatabase(
  'booking e-mail over SMTP',
  (api) => {
    test('a refused send is retried after the backoff; the payment succeeded all along and one mail arrives', async () => {
      const user = await registerUser(api());
      smtp.failNext = 2;
      const booking = await book(api(), user.token, await freshSlot(api()), ['B5', 'B6']);
      assert.equal(booking.status, 'CONFIRMED');

      assert.equal(await api().app.drainMailOutbox(), 0, 'first try refused');
      assert.equal(await api().app.drainMailOutbox(), 0, 'not retried before its backoff');
      api().clock.advance(1_000);
      assert.equal(await api().app.drainMailOutbox(), 0, 'second try refused');
      api().clock.advance(1_000);
      assert.equal(await api().app.drainMailOutbox(), 0, 'the second backoff is twice as long');
      api().clock.advance(1_000);
      assert.equal(await api().app.drainMailOutbox(), 1, 'third try delivered');

      const mails = smtp.received.filter((mail) => mail.to.includes(user.email));
      assert.equal(mails.length, 1);
      const { raw } = mails[0];
      assert.match(raw, /^Subject: Booking confirmed: /m);
      assert.match(raw, new RegExp(`filename=ticket-booking-${booking.id}\\.pdf`));
      assert.match(raw, /Content-Type: application\/pdf/);
      assert.match(raw, /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);

      const list = await api().get('/api/bookings/my-bookings', { token: user.token });
      assert.equal(list.json()[0].id, booking.id, 'the booking stands');
    });

    test('an unreachable mail server never fails a payment', async () => {
      const user = await registerUser(api());
      await smtp.stop();
      try {
        const booking = await book(api(), user.token, await freshSlot(api()), ['B8']);
        assert.equal(booking.status, 'CONFIRMED');
        assert.equal(await api().app.drainMailOutbox(), 0);
      } finally {
        await smtp.start();
      }
      api().clock.advance(1_000);
      assert.equal(await api().app.drainMailOutbox(), 1, 'sent once the server is back');
      assert.equal(smtp.received.filter((mail) => mail.to.includes(user.email)).length, 1);
    });
  },
  {
    get smtpUrl() {
      return `smtp://127.0.0.1:${smtp.port}`;
    },
    mailRetryBaseMs: 1_000,
  },
);
