import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Booking } from '../../bookings/schemas.js';
import { TicketPdfCache } from '../ticket-pdf-cache.js';

const booking = (id: number, changes: Partial<Booking> = {}): Booking => ({
  id,
  bookingId: id,
  status: 'CONFIRMED',
  totalAmount: 342.6,
  ticketFee: 300,
  convenienceFee: 42.6,
  movie: { id: 3, title: 'Monsoon Express', thumbnail: 'http://api.test/posters/3.svg' },
  cinema: { name: 'PVR Phoenix', location: 'Lower Parel, Mumbai' },
  slotId: 9,
  showDate: '2026-11-21',
  startTime: '22:45',
  showDateTime: '2026-11-21T22:45:00+05:30',
  showEndDateTime: '2026-11-22T01:13:00+05:30',
  seats: ['F5'],
  seatNumbers: ['F5'],
  bookingTime: '2026-11-20T20:12:13.000Z',
  cardLast4: '1111',
  reference: 'RT-7K3P9Q',
  upcoming: true,
  ticketQr: `{"bookingId":${id}}`,
  ...changes,
});

/** A cache whose renders are counted: each render's bytes name its number. */
function countingCache(capacity: number) {
  let renders = 0;
  const cache = new TicketPdfCache(capacity, async () => Buffer.from(`render ${++renders}`));
  return { cache, renders: () => renders };
}

test('one render per booking state, shared by concurrent downloads', async () => {
  const { cache, renders } = countingCache(10);
  const all = await Promise.all(Array.from({ length: 50 }, () => cache.get(booking(1), 'Asia/Kolkata')));
  assert.equal(renders(), 1);
  assert.ok(all.every((pdf) => pdf.toString() === 'render 1'));
});

test('anything the ticket shows changing renders it again', async () => {
  const { cache, renders } = countingCache(10);
  await cache.get(booking(1), 'Asia/Kolkata');
  assert.equal(
    (await cache.get(booking(1, { seats: ['F5', 'F6'], seatNumbers: ['F5', 'F6'] }), 'Asia/Kolkata')).toString(),
    'render 2',
  );
  assert.equal(
    (
      await cache.get(
        booking(1, { seats: ['F5', 'F6'], seatNumbers: ['F5', 'F6'], status: 'CANCELLED' }),
        'Asia/Kolkata',
      )
    ).toString(),
    'render 3',
  );
  assert.equal(
    (
      await cache.get(
        booking(1, { seats: ['F5', 'F6'], seatNumbers: ['F5', 'F6'], status: 'CANCELLED' }),
        'Europe/London',
      )
    ).toString(),
    'render 4',
  );
  assert.equal(renders(), 4);
});

test('at most `capacity` bookings are kept, the least recently downloaded dropped first; 0 keeps none', async () => {
  const { cache, renders } = countingCache(2);
  await cache.get(booking(1), 'UTC');
  await cache.get(booking(2), 'UTC');
  await cache.get(booking(1), 'UTC');
  await cache.get(booking(3), 'UTC');
  assert.equal(renders(), 3);
  await cache.get(booking(1), 'UTC');
  assert.equal(renders(), 3, 'booking 1 was used most recently: kept');
  await cache.get(booking(2), 'UTC');
  assert.equal(renders(), 4, 'booking 2 was dropped');

  const none = countingCache(0);
  await none.cache.get(booking(1), 'UTC');
  await none.cache.get(booking(1), 'UTC');
  assert.equal(none.renders(), 2);
});

test('a failed render is not kept', async () => {
  let calls = 0;
  const cache = new TicketPdfCache(5, async () => {
    calls += 1;
    if (calls === 1) throw new Error('font missing');
    return Buffer.from('ok');
  });
  await assert.rejects(cache.get(booking(1), 'UTC'));
  assert.equal((await cache.get(booking(1), 'UTC')).toString(), 'ok');
});
