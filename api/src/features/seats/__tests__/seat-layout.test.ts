import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, registerUser } from '../../../testing/fixtures.js';

interface SeatJson {
  seatNumber: string;
  price: number;
  status: string;
  row: string;
  column: number;
  tier: string;
  kind: string;
}

const TIER_PRICES: Record<string, number> = { Classic: 150, Prime: 200, Recliner: 300 };

/** One 2D show (at the screen's own tier prices) ahead at every cinema that has one, found through the public catalogue. */
async function slotPerTheater(api: TestApi): Promise<Map<string, number>> {
  const slots = new Map<string, number>();
  for (const movie of (await api.get('/movies/recent')).json()) {
    for (const slot of (await api.get(`/movies/${movie.id}`)).json().slots.slice(4)) {
      if (slot.format === '2D' && !slots.has(slot.theaterName)) slots.set(slot.theaterName, slot.slotId);
    }
  }
  return slots;
}

describeEachDatabase('seat layout', (api) => {
  test('every cinema’s map has named tiers with one price each, aisles, and wheelchair spaces beside companion seats', async () => {
    const slots = await slotPerTheater(api());
    assert.ok(slots.size >= 10, `${slots.size} cinemas`);
    const shapes = new Set<string>();
    for (const [theater, slotId] of slots) {
      const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
      const where = `${theater}`;

      // Sorted by row then column; each seat's row is its label's letter, columns rise left to right.
      const order = seats.map((seat) => `${seat.row}:${String(seat.column).padStart(3, '0')}`);
      assert.deepEqual(order, [...order].sort(), where);
      for (const seat of seats) {
        assert.equal(seat.row, seat.seatNumber[0], where);
        assert.ok(Number.isInteger(seat.column) && seat.column >= 1, where);
      }

      // Tiers: contiguous rows, each with its own price; Classic at the front, Recliner at the back.
      const tierOfRow = new Map(seats.map((seat) => [seat.row, seat.tier]));
      const tierSequence = [...tierOfRow.values()].filter((tier, index, all) => index === 0 || all[index - 1] !== tier);
      assert.deepEqual(tierSequence, ['Classic', 'Prime', 'Recliner'], where);
      for (const seat of seats) assert.equal(seat.price, TIER_PRICES[seat.tier], `${where} ${seat.seatNumber}`);

      // Aisles: some row skips a column between its first and last seat.
      const rowA = seats.filter((seat) => seat.row === 'A').map((seat) => seat.column);
      assert.ok(rowA.at(-1)! - rowA[0] + 1 > rowA.length, `${where}: no aisle in row A (${rowA.join(',')})`);
      shapes.add(rowA.join(','));

      // Every wheelchair space has a companion seat right beside it in the same row, and the other way round.
      const wheelchairs = seats.filter((seat) => seat.kind === 'wheelchair');
      const companions = seats.filter((seat) => seat.kind === 'companion');
      assert.ok(wheelchairs.length >= 2, `${where}: ${wheelchairs.length} wheelchair spaces`);
      const besides = (a: SeatJson, b: SeatJson) => a.row === b.row && Math.abs(a.column - b.column) === 1;
      for (const space of wheelchairs)
        assert.ok(
          companions.some((seat) => besides(seat, space)),
          `${where} ${space.seatNumber}`,
        );
      for (const seat of companions)
        assert.ok(
          wheelchairs.some((space) => besides(seat, space)),
          `${where} ${seat.seatNumber}`,
        );
      assert.ok(
        seats.every((seat) => ['standard', 'wheelchair', 'companion'].includes(seat.kind)),
        where,
      );
    }
    assert.ok(shapes.size >= 3, `cinemas differ in layout: ${[...shapes].join(' | ')}`);
  });

  test('a wheelchair space and its companion seat are held and booked like any seat', async () => {
    const [, slotId] = [...(await slotPerTheater(api()))].at(-1)!;
    const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    const space = seats.find((seat) => seat.kind === 'wheelchair')!;
    const companion = seats.find(
      (seat) => seat.kind === 'companion' && seat.row === space.row && Math.abs(seat.column - space.column) === 1,
    )!;
    const user = await registerUser(api());
    const booking = await book(api(), user.token, slotId, [space.seatNumber, companion.seatNumber]);
    assert.equal(booking.ticketFee, 2 * space.price);
    const after: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    for (const seatNumber of [space.seatNumber, companion.seatNumber]) {
      const seat = after.find((candidate) => candidate.seatNumber === seatNumber)!;
      assert.equal(seat.status, 'BOOKED', seatNumber);
    }
    assert.equal(after.find((seat) => seat.seatNumber === space.seatNumber)!.kind, 'wheelchair');
  });
});
