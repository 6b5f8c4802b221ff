import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Booking } from '../../bookings/schemas.js';
import { extractPdfText } from '../../../testing/pdf-text.js';
import { eventProperty, unescapeIcsText } from '../../../testing/ics-parse.js';
import { bookingConfirmationMail } from '../booking-mail.js';
import { TicketPdfCache } from '../../tickets/ticket-pdf-cache.js';
import { defaultMailQueueOptions, retryDelayMs } from '../mail-queue.js';

const booking: Booking = {
  id: 42,
  bookingId: 42,
  status: 'CONFIRMED',
  totalAmount: 642.6,
  ticketFee: 600,
  convenienceFee: 42.6,
  movie: { id: 3, title: 'Monsoon Express', thumbnail: 'http://api.test/posters/3.svg' },
  cinema: { name: 'PVR Phoenix', location: 'Lower Parel, Mumbai' },
  slotId: 9,
  showDate: '2026-11-21',
  startTime: '22:45',
  showDateTime: '2026-11-21T22:45:00+05:30',
  showEndDateTime: '2026-11-22T01:13:00+05:30',
  seats: ['F5', 'F6'],
  seatNumbers: ['F5', 'F6'],
  bookingTime: '2026-11-20T20:12:13.000Z',
  cardLast4: '1111',
  reference: 'RT-7K3P9Q',
  upcoming: true,
  ticketQr: '{"bookingId":42}',
};

test('the e-mail names the reference, and reads the show on the cinema’s clock even past midnight', async () => {
  const mail = await bookingConfirmationMail(booking, 'asha@example.com', 'Asia/Kolkata', new TicketPdfCache(0));
  assert.equal(mail.to, 'asha@example.com');
  assert.equal(mail.channel, 'email');
  assert.equal(mail.subject, 'Booking confirmed: Monsoon Express, Sat, 21 Nov 2026 at 10:45 PM (RT-7K3P9Q)');
  for (const line of [
    'Hello,',
    'Booking reference: RT-7K3P9Q',
    'Booking ID: 42',
    'Cinema: PVR Phoenix, Lower Parel, Mumbai',
    'Date: Sat, 21 Nov 2026',
    'Time: 10:45 PM (ends about 1:13 AM), cinema time',
    'Seats: F5, F6',
    'Total paid: ₹642.60 (card ending 1111)',
  ])
    assert.ok(mail.text.split('\n').includes(line), `has the line "${line}":\n${mail.text}`);

  const [pdf, ics] = mail.attachments!;
  assert.ok(extractPdfText(pdf.content).includes('Monsoon Express'));
  const calendar = ics.content.toString('utf8');
  assert.equal(eventProperty(calendar, 'DTEND')?.value, '20261122T011300');
  assert.ok(
    unescapeIcsText(eventProperty(calendar, 'DESCRIPTION')!.value).startsWith('Booking reference: RT-7K3P9Q\n'),
  );
});

test('retries back off exponentially from the base delay up to the cap', () => {
  const delays = [1, 2, 3, 4, 8, 9, 10].map((attempt) => retryDelayMs(attempt, defaultMailQueueOptions));
  assert.deepEqual(delays, [30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
});
