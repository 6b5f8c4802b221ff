import { compareText, type Seat } from '@reeltime/shared-lib';

export type SeatKind = 'standard' | 'wheelchair' | 'companion';

/**
 * A seat as `GET /api/seats/slot/:slotId` sends it: number, price, status, booked, locked, and its place in the
 * layout (row, column across the theatre width, tier name, kind).
 */
export type MapSeat = Seat;

export type SeatState = 'available' | 'selected' | 'held' | 'booked';

export interface PlacedSeat {
  seat: MapSeat;
  row: string;
  column: number;
  kind: SeatKind;
  /** "Classic ₹150", or "₹150" for a server that names no tiers. */
  tierLabel: string;
}

export interface SeatRow {
  letter: string;
  seats: PlacedSeat[];
}

export interface SeatTier {
  /** Tier name from the API, null when the API names none. */
  name: string | null;
  price: number;
  rows: SeatRow[];
}

export interface SeatPlan {
  tiers: SeatTier[];
  /** Highest column number: the theatre's width in seat positions, aisles included. */
  columns: number;
  /** Columns no row has a seat in: aisles running front to back, drawn half a seat wide. */
  aisles: Set<number>;
}

/** The map's width in seat pitches: a seat column counts 1, an aisle ½. */
export const widthInSeats = ({ columns, aisles }: SeatPlan) => columns - aisles.size / 2;

const SEAT_NUMBER = /^([A-Za-z]+)(\d+)$/;

function splitSeatNumber(seatNumber: string): [string, number] {
  const match = SEAT_NUMBER.exec(seatNumber);
  return match ? [match[1].toUpperCase(), Number(match[2])] : [seatNumber, 0];
}

export function isUnavailable(seat: Seat): boolean {
  return seat.booked || seat.status === 'BOOKED' || seat.status === 'HELD';
}

export function seatState(seat: Seat, selected: boolean): SeatState {
  if (seat.booked || seat.status === 'BOOKED') return 'booked';
  if (seat.status === 'HELD') return 'held';
  return selected ? 'selected' : 'available';
}

const rowOrder = (a: string, b: string) => a.length - b.length || compareText(a, b);

/**
 * Rows by letter (A nearest the screen), seats by column; consecutive rows of one tier (and price)
 * form a section. Without the API's layout fields, row and column come from the seat number.
 */
export function planSeats(seats: MapSeat[], tierLabel: (name: string | null, price: number) => string): SeatPlan {
  const rows = new Map<string, MapSeat[]>();
  for (const seat of seats) {
    const letter = seat.row ?? splitSeatNumber(seat.seatNumber)[0];
    rows.set(letter, [...(rows.get(letter) ?? []), seat]);
  }
  const tiers: SeatTier[] = [];
  let columns = 0;
  for (const letter of [...rows.keys()].sort(rowOrder)) {
    const placed = rows
      .get(letter)!
      .map((seat) => ({ seat, column: seat.column ?? splitSeatNumber(seat.seatNumber)[1] }))
      .sort((a, b) => a.column - b.column);
    const name = placed.find(({ seat }) => seat.tier)?.seat.tier ?? null;
    const price = Math.max(...placed.map(({ seat }) => seat.price));
    const label = tierLabel(name, price);
    const row: SeatRow = {
      letter,
      seats: placed.map(({ seat, column }) => ({
        seat,
        row: letter,
        column,
        kind: seat.kind ?? 'standard',
        tierLabel: tierLabel(seat.tier ?? name, seat.price),
      })),
    };
    columns = Math.max(columns, ...placed.map(({ column }) => column));
    const last = tiers.at(-1);
    if (last && last.name === name && tierLabel(last.name, last.price) === label) last.rows.push(row);
    else tiers.push({ name, price, rows: [row] });
  }
  const occupied = new Set(tiers.flatMap((tier) => tier.rows.flatMap((row) => row.seats.map(({ column }) => column))));
  const aisles = new Set(
    Array.from({ length: columns }, (_, index) => index + 1).filter((column) => !occupied.has(column)),
  );
  return { tiers, columns, aisles };
}
