import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import QRCode from 'qrcode';
import { extractPdfText } from '../../../testing/pdf-text.js';
import { drawnQr, drawnQrModules } from '../../../testing/pdf-qr.js';
import { QR_ERROR_CORRECTION } from '../ticket-pdf.js';
import { qrPayload } from '../qr-payload.js';

describeEachDatabase('ticket download', (api) => {
  test('the owner gets a PDF attachment whose text holds the booking details', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['H7', 'H8']);
    const response = await api().get(`/api/bookings/${booking.id}/download`, { token: user.token });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-disposition'], `attachment; filename="ticket-booking-${booking.id}.pdf"`);
    assert.equal(response.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = extractPdfText(response.rawPayload);
    for (const expected of [
      booking.movie.title,
      booking.cinema.name,
      'H7, H8',
      'INR 649.56',
      String(booking.id),
      'CONFIRMED',
    ]) {
      assert.ok(text.includes(expected), `PDF text contains ${expected}`);
    }
    const qr = drawnQr(response.rawPayload);
    assert.ok(qr, 'the PDF draws a QR code');
    const expected = QRCode.create(booking.ticketQr, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
    assert.deepEqual(
      drawnQrModules(qr, expected.size),
      Array.from(expected.data, (dark) => Boolean(dark)),
      "the QR carries the booking's signed ticket text",
    );
  });

  test('the QR payload carries every ticket field', () => {
    const payload = qrPayload({
      id: 7,
      bookingId: 7,
      status: 'CONFIRMED',
      totalAmount: 487.17,
      movie: { id: 1, title: 'Monsoon Express', thumbnail: 'x' },
      cinema: { name: 'Aurora Cinemas', location: 'Lower Parel, Mumbai' },
      showDate: '2025-01-02',
      startTime: '19:45',
      seats: ['A1', 'H3'],
      bookingTime: '2025-01-01T10:00:00.000Z',
    });
    assert.deepEqual(payload, {
      bookingId: 7,
      movie: 'Monsoon Express',
      cinema: 'Aurora Cinemas, Lower Parel, Mumbai',
      date: '2025-01-02',
      time: '19:45',
      seats: ['A1', 'H3'],
      total: 487.17,
      status: 'CONFIRMED',
      timestamp: '2025-01-01T10:00:00.000Z',
    });
  });

  test('401 without a token, 403 for someone else’s booking, 404 unknown, 400 not confirmed or bad id', async () => {
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    const booking = await book(api(), alice.token, await freshSlot(api()), ['H9']);

    const anonymous = await api().get(`/api/bookings/${booking.id}/download`);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.json().message, 'Please login to download ticket');
    assert.equal((await api().get(`/api/bookings/${booking.id}/download`, { token: 'expired' })).status, 401);

    const foreign = await api().get(`/api/bookings/${booking.id}/download`, { token: bob.token });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.json().message, 'Access denied. This booking does not belong to you.');

    const unknown = await api().get('/api/bookings/99999999/download', { token: alice.token });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json().message, 'Booking not found.');

    const invalid = await api().get('/api/bookings/abc/download', { token: alice.token });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.json().message, 'Invalid booking ID');
    const huge = await api().get('/api/bookings/99999999999/download', { token: alice.token });
    assert.equal(huge.status, 400);
    assert.equal(huge.json().message, 'Invalid booking ID');

    await api().delete(`/api/user/bookings/${booking.id}`, { token: alice.token });
    const cancelled = await api().get(`/api/bookings/${booking.id}/download`, { token: alice.token });
    assert.equal(cancelled.status, 400);
    assert.equal(cancelled.json().message, 'Tickets can only be downloaded for confirmed bookings');
  });
});
