import type { MapSeat } from '../../utils/seatLayout';

function mapSeat(
  row: string,
  column: number,
  number: number,
  tier: MapSeat['tier'],
  price: number,
  overrides: Partial<MapSeat> = {},
): MapSeat {
  return {
    seatNumber: `${row}${number}`,
    price,
    status: 'AVAILABLE',
    booked: false,
    lockedBySession: false,
    row,
    column,
    tier,
    kind: 'standard',
    ...overrides,
  };
}

/**
 * A small theatre as the API describes it: Classic rows A–B (₹150) with an aisle after column 3
 * and a wheelchair space with its companion seat in row A, then Recliner row C (₹300) of 4 wide
 * seats in columns 2, 3, 5, 6. Seat numbers count seats, columns count positions.
 */
export function theatreFixture(): MapSeat[] {
  const classic = (row: string) =>
    [1, 2, 3, 5, 6, 7].map((column, index) =>
      mapSeat(
        row,
        column,
        index + 1,
        'Classic',
        150,
        row === 'A' && index < 2 ? { kind: index === 0 ? 'wheelchair' : 'companion' } : {},
      ),
    );
  return [
    ...classic('A'),
    ...classic('B'),
    ...[2, 3, 5, 6].map((column, index) => mapSeat('C', column, index + 1, 'Recliner', 300)),
  ];
}
