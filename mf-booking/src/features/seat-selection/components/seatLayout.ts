import type { Seat } from '@reeltime/shared-lib';

export interface SeatRow {
  letter: string;
  seats: Seat[];
}

export interface PriceTier {
  price: number;
  rows: SeatRow[];
}

const SEAT_NUMBER = /^([A-Za-z]+)(\d+)$/;

function splitSeatNumber(seatNumber: string): [string, number] {
  const match = SEAT_NUMBER.exec(seatNumber);
  return match ? [match[1].toUpperCase(), Number(match[2])] : [seatNumber, 0];
}

export function isUnavailable(seat: Seat): boolean {
  return seat.booked || seat.status === 'BOOKED' || seat.status === 'HELD';
}

/** Rows by letter (A nearest the screen), seats by number; consecutive rows of one price form a tier. */
export function layOutSeats(seats: Seat[]): PriceTier[] {
  const rows = new Map<string, Seat[]>();
  for (const seat of seats) {
    const [letter] = splitSeatNumber(seat.seatNumber);
    rows.set(letter, [...(rows.get(letter) ?? []), seat]);
  }
  const sortedRows: SeatRow[] = [...rows.entries()]
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .map(([letter, rowSeats]) => ({
      letter,
      seats: [...rowSeats].sort((a, b) => splitSeatNumber(a.seatNumber)[1] - splitSeatNumber(b.seatNumber)[1]),
    }));

  const tiers: PriceTier[] = [];
  for (const row of sortedRows) {
    const price = Math.max(...row.seats.map((seat) => seat.price));
    const last = tiers.at(-1);
    if (last && last.price === price) last.rows.push(row);
    else tiers.push({ price, rows: [row] });
  }
  return tiers;
}
