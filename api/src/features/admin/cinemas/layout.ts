import type { SeatKind, SeatTier } from '../../../db/schema.js';
import { badRequest } from '../../../http/errors.js';
import { MAX_SEATS, TIERS, type Layout } from './schemas.js';

/** One seat as screen_seats stores it. */
export interface LayoutSeat {
  seatNumber: string;
  row: string;
  number: number;
  column: number;
  tier: SeatTier;
  kind: SeatKind;
}

/**
 * Checks a layout's rules beyond its shape and answers its seats, row by row: distinct row labels, distinct seat
 * numbers and columns within a row, every used tier priced once, every wheelchair space with a companion seat in
 * a column beside it (same row) and every companion seat beside a wheelchair space, 1 to MAX_SEATS seats.
 * Refuses with a 400 naming the first problem, e.g. "Row C: seat 5 and seat 6 both stand in column 7".
 */
export function seatsOfLayout(layout: Layout): LayoutSeat[] {
  const priced = new Set<SeatTier>();
  for (const { tier } of layout.tiers) {
    if (priced.has(tier)) throw badRequest(`layout.tiers lists ${tier} twice`);
    priced.add(tier);
  }
  const labels = new Set<string>();
  const seats: LayoutSeat[] = [];
  for (const [index, row] of layout.rows.entries()) {
    if (!/^[A-Z]$/.test(row.label)) throw badRequest(`layout.rows.${index}.label must be one capital letter A to Z`);
    if (labels.has(row.label)) throw badRequest(`Row ${row.label} appears twice in layout.rows`);
    labels.add(row.label);
    if (!priced.has(row.tier))
      throw badRequest(`Row ${row.label} is ${row.tier}, but layout.tiers gives no price for ${row.tier}`);
    const byNumber = new Map<number, number>();
    const byColumn = new Map<number, { number: number; kind: SeatKind }>();
    for (const seat of row.seats) {
      if (byNumber.has(seat.number)) throw badRequest(`Row ${row.label}: seat ${seat.number} appears twice`);
      byNumber.set(seat.number, seat.column);
      const other = byColumn.get(seat.column);
      if (other) {
        const [first, second] = [other.number, seat.number].sort((a, b) => a - b);
        throw badRequest(`Row ${row.label}: seat ${first} and seat ${second} both stand in column ${seat.column}`);
      }
      byColumn.set(seat.column, { number: seat.number, kind: seat.kind });
    }
    for (const seat of row.seats) {
      const neighbours = [byColumn.get(seat.column - 1), byColumn.get(seat.column + 1)];
      if (seat.kind === 'wheelchair' && !neighbours.some((next) => next?.kind === 'companion')) {
        throw badRequest(
          `Row ${row.label}: wheelchair space ${row.label}${seat.number} needs a companion seat in a column beside it`,
        );
      }
      if (seat.kind === 'companion' && !neighbours.some((next) => next?.kind === 'wheelchair')) {
        throw badRequest(
          `Row ${row.label}: companion seat ${row.label}${seat.number} must stand beside a wheelchair space`,
        );
      }
      seats.push({
        seatNumber: `${row.label}${seat.number}`,
        row: row.label,
        number: seat.number,
        column: seat.column,
        tier: row.tier,
        kind: seat.kind,
      });
    }
  }
  if (seats.length === 0) throw badRequest('layout must have at least one seat');
  if (seats.length > MAX_SEATS) throw badRequest(`layout has ${seats.length} seats; a screen has at most ${MAX_SEATS}`);
  return seats;
}

/** The layout of stored seats and tier prices: rows A to Z, seats by column; a row's tier is its seats' tier. */
export function layoutOfSeats(
  tiers: { tier: SeatTier; price_paise: number }[],
  seats: { row_label: string; seat_index: number; column_number: number; tier: SeatTier; kind: SeatKind }[],
): Layout {
  const rows = new Map<string, Layout['rows'][number]>();
  for (const seat of [...seats].sort(
    (a, b) => a.row_label.localeCompare(b.row_label) || a.column_number - b.column_number,
  )) {
    let row = rows.get(seat.row_label);
    if (!row) {
      row = { label: seat.row_label, tier: seat.tier, seats: [] };
      rows.set(seat.row_label, row);
    }
    row.seats.push({ number: seat.seat_index, column: seat.column_number, kind: seat.kind });
  }
  return {
    tiers: [...tiers]
      .sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier))
      .map((tier) => ({ tier: tier.tier, pricePaise: tier.price_paise })),
    rows: [...rows.values()],
  };
}

export function seatsByTier(seats: { tier: SeatTier }[]): Record<SeatTier, number> {
  const counts: Record<SeatTier, number> = { Recliner: 0, Prime: 0, Classic: 0 };
  for (const seat of seats) counts[seat.tier] += 1;
  return counts;
}
