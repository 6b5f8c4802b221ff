import { bookingFixture } from '../../testing/fixtures';
import { ticketQrPayload, ticketQrValue } from '../ticketQr';

const booking = bookingFixture({
  id: 42,
  totalAmount: 642.6,
  movie: { id: 3, title: 'Monsoon Express', thumbnail: '/posters/3.svg' },
  showDateTime: '2026-11-21T15:00:00+05:30',
  bookingTime: '2026-11-20T10:12:13.000Z',
  seats: ['F5', 'F6'],
});

describe('ticket QR payload', () => {
  it('carries every ticket field with the show in cinema time, whatever the device zone', () => {
    expect(ticketQrPayload(booking)).toEqual({
      bookingId: 42,
      movie: 'Monsoon Express',
      cinema: 'PVR Phoenix, Lower Parel, Mumbai',
      date: '2026-11-21',
      time: '15:00',
      seats: ['F5', 'F6'],
      total: 642.6,
      status: 'CONFIRMED',
      timestamp: '2026-11-20T10:12:13.000Z',
    });
  });

  it('is the JSON text a scanner reads back', () => {
    expect(JSON.parse(ticketQrValue(booking))).toEqual(ticketQrPayload(booking));
  });
});

describe('ticket QR value with a server-signed ticket', () => {
  it('is the server’s ticketQr text exactly, when the booking carries one', () => {
    const ticketQr = '{"bookingId":42,"ref":"RT-7K3P9Q","sig":"abc"}';
    expect(ticketQrValue({ ...booking, ticketQr })).toBe(ticketQr);
  });
});
