import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApi } from '../../../testing/test-app.js';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser, type TestUser } from '../../../testing/fixtures.js';
import { extractPdfText } from '../../../testing/pdf-text.js';
import { eventProperty, unescapeIcsText } from '../../../testing/ics-parse.js';

interface ListedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

async function mailsTo(api: TestApi, user: TestUser): Promise<ListedMail[]> {
  const response = await api.get('/api/dev/outbox', { query: { to: user.email } });
  assert.equal(response.status, 200);
  return response.json();
}

describeEachDatabase('booking confirmation e-mail', (api) => {
  test('a paid booking sends one e-mail with the details, the PDF ticket and the calendar invite', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['H7', 'H8']);
    assert.deepEqual(await mailsTo(api(), user), [], 'nothing is sent inside the payment request');

    assert.equal(await api().app.drainMailOutbox(), 1);
    const mails = await mailsTo(api(), user);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.match(mail.subject, new RegExp(`^Booking confirmed: ${booking.movie.title}, `));
    for (const expected of [
      booking.movie.title,
      `Cinema: ${booking.cinema.name}, ${booking.cinema.location}`,
      'Seats: H7, H8',
      `Total paid: ₹${booking.totalAmount.toFixed(2)}`,
      `Booking ID: ${booking.id}`,
      'cinema time',
    ])
      assert.ok(mail.text.includes(expected), `mail text contains ${expected}:\n${mail.text}`);

    assert.deepEqual(
      mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      [
        { filename: `ticket-booking-${booking.id}.pdf`, contentType: 'application/pdf' },
        { filename: `reeltime-booking-${booking.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ],
    );

    const pdf = await api().get(mail.attachments[0].url);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.length, mail.attachments[0].size);
    const pdfText = extractPdfText(pdf.rawPayload);
    for (const expected of [booking.movie.title, booking.cinema.name, 'H7, H8', String(booking.id)]) {
      assert.ok(pdfText.includes(expected), `PDF contains ${expected}`);
    }

    const ics = await api().get(mail.attachments[1].url);
    assert.equal(ics.status, 200);
    const calendar = ics.body;
    const [date, time] = [booking.showDate.replace(/-/g, ''), booking.startTime.replace(':', '')];
    assert.deepEqual(eventProperty(calendar, 'DTSTART'), {
      name: 'DTSTART',
      params: { TZID: 'Asia/Kolkata' },
      value: `${date}T${time}00`,
    });
    const end = booking.showEndDateTime as string;
    assert.equal(
      eventProperty(calendar, 'DTEND')?.value,
      `${end.slice(0, 10).replace(/-/g, '')}T${end.slice(11, 16).replace(':', '')}00`,
    );
    assert.ok(Date.parse(end) > Date.parse(booking.showDateTime), 'the show ends after it starts');
    assert.equal(
      unescapeIcsText(eventProperty(calendar, 'LOCATION')!.value),
      `${booking.cinema.name}, ${booking.cinema.location}`,
    );
    assert.equal(eventProperty(calendar, 'UID')?.value, `booking-${booking.id}@reeltime.app`);

    assert.equal(await api().app.drainMailOutbox(), 0, 'a sent mail is not sent again');
    assert.equal((await mailsTo(api(), user)).length, 1);
  });

  test('two workers draining at once send each mail once', async () => {
    const user = await registerUser(api());
    await book(api(), user.token, await freshSlot(api()), ['C1']);
    const other = await registerUser(api());
    await book(api(), other.token, await freshSlot(api()), ['C2']);
    const sent = await Promise.all([
      api().app.drainMailOutbox(),
      api().app.drainMailOutbox(),
      api().app.drainMailOutbox(),
    ]);
    assert.equal(
      sent.reduce((sum, count) => sum + count, 0),
      2,
    );
    assert.equal((await mailsTo(api(), user)).length, 1);
    assert.equal((await mailsTo(api(), other)).length, 1);
  });

  test('a replayed payment (same Idempotency-Key) does not queue a second mail', async () => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const hold = (
      await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['D4'] }, { token: user.token })
    ).json();
    const body = {
      slotId,
      seatNumbers: ['D4'],
      totalAmount: hold.totalAmount,
      cardNumber: '4111111111111111',
      cardHolderName: 'A B',
      expiryDate: '12/39',
      cvv: '123',
    };
    const headers = { 'idempotency-key': `mail-${user.email}` };
    const first = await api().post('/api/bookings/payment', body, { token: user.token, headers });
    const again = await api().post('/api/bookings/payment', body, { token: user.token, headers });
    assert.equal(first.status, 201);
    assert.equal(again.json().id, first.json().id);
    assert.equal(await api().app.drainMailOutbox(), 1);
    assert.equal((await mailsTo(api(), user)).length, 1);
  });

  test('a booking cancelled before its confirmation went out gets only the cancellation, with its refund', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['E9']);
    assert.equal((await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token })).status, 200);
    assert.equal(await api().app.drainMailOutbox(), 1);
    const mails = await mailsTo(api(), user);
    assert.deepEqual(
      mails.map((mail) => mail.subject.split(':')[0]),
      ['Booking cancelled'],
    );
    assert.ok(
      mails[0].text.includes(`Refund: ₹${booking.ticketFee.toFixed(2)}, refunded to your card ending 1111`),
      mails[0].text,
    );
  });

  test('the outbox attachments are read from this machine only, and unknown ones are 404', async () => {
    const remote = await api().get('/api/dev/outbox/1/attachments/1', { remoteAddress: '203.0.113.9' });
    assert.equal(remote.status, 403);
    const missing = await api().get('/api/dev/outbox/999999/attachments/1');
    assert.equal(missing.status, 404);
    assert.equal((await api().get('/api/dev/outbox/1/attachments/0')).status, 400);
  });
});
