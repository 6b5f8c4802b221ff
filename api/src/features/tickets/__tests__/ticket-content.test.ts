import { test } from 'node:test';
import assert from 'node:assert/strict';
import QRCode from 'qrcode';
import type { Booking } from '../../bookings/schemas.js';
import { extractPdfText } from '../../../testing/pdf-text.js';
import { drawnQr, drawnQrModules } from '../../../testing/pdf-qr.js';
import { qrPayload, qrText } from '../qr-payload.js';
import { QR_ERROR_CORRECTION, renderTicketPdf } from '../ticket-pdf.js';

/** The booking the front end's QR test (shared-lib ticketQr.test.ts) uses, as the API sends it. */
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
  startTime: '15:00',
  showDateTime: '2026-11-21T15:00:00+05:30',
  showEndDateTime: '2026-11-21T17:28:00+05:30',
  seats: ['F5', 'F6'],
  seatNumbers: ['F5', 'F6'],
  bookingTime: '2026-11-20T20:12:13.000Z',
  cardLast4: '1111',
  upcoming: true,
  reference: 'RT-7K3P9Q',
  ticketQr: '{"bookingId":42,"ref":"RT-7K3P9Q","sig":"signed-by-the-server"}',
};

/** Renders with the process in another time zone (Node applies a changed TZ at once). */
async function inTimeZone<T>(timeZone: string, work: () => Promise<T>): Promise<T> {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

test('the QR text is exactly what the front ends encode for the same booking', () => {
  assert.equal(
    qrText(booking),
    '{"bookingId":42,"movie":"Monsoon Express","cinema":"PVR Phoenix, Lower Parel, Mumbai","date":"2026-11-21",' +
      '"time":"15:00","seats":["F5","F6"],"total":642.6,"status":"CONFIRMED","timestamp":"2026-11-20T20:12:13.000Z"}',
  );
  assert.equal(qrPayload({ ...booking, cinema: { name: 'PVR Phoenix', location: '' } }).cinema, 'PVR Phoenix');
});

test('the PDF shows the cinema’s date and time and the reference, and carries the QR of the signed ticket text, with the server in Los Angeles', async () => {
  const pdf = await inTimeZone('America/Los_Angeles', () => renderTicketPdf(booking, 'Asia/Kolkata'));
  const text = extractPdfText(pdf);
  assert.ok(text.includes('Sat, 21 Nov 2026'), text);
  assert.ok(text.includes('3:00 PM'), text);
  // Booked at 20:12 UTC = 01:42 the next morning in Kolkata (Los Angeles would read 12:12 PM the 20th).
  assert.ok(text.includes('Booked on 21 Nov 2026, 1:42 AM.'), text);
  assert.ok(text.includes('RT-7K3P9Q'), text);

  const expected = QRCode.create(booking.ticketQr, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const qr = drawnQr(pdf);
  assert.ok(qr, 'the PDF draws the QR code');
  assert.equal(qr.width, qr.height, 'square');
  const size = expected.modules.size;
  const wanted = Array.from({ length: size * size }, (_, index) => Boolean(expected.modules.data[index]));
  assert.deepEqual(drawnQrModules(qr, size), wanted);
  assert.ok(!pdf.toString('latin1').includes('/Subtype /Image'), 'drawn as vectors, not as an embedded image');
});
