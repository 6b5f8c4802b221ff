import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TicketSigner } from '../ticket-signature.js';
import type { QrPayload } from '../qr-payload.js';

const payload: QrPayload = {
  bookingId: 42,
  movie: 'Monsoon Express',
  cinema: 'PVR Phoenix, Lower Parel, Mumbai',
  date: '2026-11-21',
  time: '15:00',
  seats: ['F5', 'F6'],
  total: 642.6,
  status: 'CONFIRMED',
  timestamp: '2026-11-20T20:12:13.000Z',
};
const signer = new TicketSigner(Buffer.alloc(32, 7));

test('the ticket QR is the ticket payload in order, then ref and sig, and verifies', () => {
  const qr = signer.ticketQr(payload, 'RT-7K3P9Q');
  const parsed = JSON.parse(qr);
  assert.deepEqual(Object.keys(parsed), [
    'bookingId',
    'movie',
    'cinema',
    'date',
    'time',
    'seats',
    'total',
    'status',
    'timestamp',
    'ref',
    'sig',
  ]);
  assert.match(parsed.sig, /^[\w-]{43}$/);
  assert.deepEqual(signer.verify(qr), parsed);
  // Key order and whitespace are not part of what is signed (a scanner app may re-serialise the JSON).
  const { sig, ...rest } = parsed;
  assert.ok(signer.verify(JSON.stringify({ sig, ...rest }, null, 2)));
});

test('any changed field, a signature moved to another ticket or another key is refused', () => {
  const qr = JSON.parse(signer.ticketQr(payload, 'RT-7K3P9Q'));
  const tampered = [
    { ...qr, seats: ['F5', 'F6', 'F7'] },
    { ...qr, bookingId: 43 },
    { ...qr, ref: 'RT-7K3P9R' },
    { ...qr, total: 1 },
    { ...qr, date: '2026-11-22' },
    { ...qr, status: 'CANCELLED' },
    { ...qr, sig: qr.sig.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A')) },
  ];
  for (const ticket of tampered) assert.equal(signer.verify(JSON.stringify(ticket)), null, JSON.stringify(ticket));
  const other = JSON.parse(signer.ticketQr({ ...payload, bookingId: 43 }, 'RT-AAAAAA'));
  assert.equal(signer.verify(JSON.stringify({ ...other, sig: qr.sig })), null);
  assert.equal(new TicketSigner(Buffer.alloc(32, 8)).verify(JSON.stringify(qr)), null);
});

test('garbage is refused without an exception', () => {
  for (const text of [
    '',
    'hello',
    '[]',
    'null',
    '{}',
    '{"sig":1}',
    '{"bookingId":"42","sig":"x"}',
    '{'.repeat(5000),
    JSON.stringify(payload),
  ]) {
    assert.equal(signer.verify(text), null, text.slice(0, 40));
  }
  assert.throws(() => new TicketSigner(Buffer.alloc(16)), /at least 32 bytes/);
});
