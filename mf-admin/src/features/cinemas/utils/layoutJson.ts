import { TIERS, type SeatKind, type SeatLayout, type Tier } from '../api/types';
import { MAX_COLUMNS } from './layoutGrid';

const KINDS: SeatKind[] = ['standard', 'wheelchair', 'companion'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Reads a layout exported by this editor or the API (`{ tiers, rows }`), refusing, with a sentence naming the
 * problem, what the grid cannot show: malformed rows or seats, a row twice, two seats in one place. The API checks
 * the remaining rules (prices, wheelchair spaces and their companion seats) when the screen is saved.
 */
export function layoutFromJson(text: string): SeatLayout {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('This is not JSON. Paste or choose a layout exported from a screen.');
  }
  const layout = isObject(value) && isObject(value.layout) ? value.layout : value;
  if (!isObject(layout) || !Array.isArray(layout.rows) || !Array.isArray(layout.tiers)) {
    throw new Error('A layout is an object with "tiers" and "rows" lists.');
  }
  const tiers: SeatLayout['tiers'] = layout.tiers.map((item, index) => {
    if (!isObject(item) || !TIERS.includes(item.tier as Tier) || !isWhole(item.pricePaise, 1, 10_000_000)) {
      throw new Error(`tiers[${index}] must be { tier: Recliner, Prime or Classic, pricePaise: a price in paise }.`);
    }
    return { tier: item.tier as Tier, pricePaise: item.pricePaise };
  });
  const labels = new Set<string>();
  const rows: SeatLayout['rows'] = layout.rows.map((item, index) => {
    if (!isObject(item) || typeof item.label !== 'string' || !/^[A-Z]$/.test(item.label)) {
      throw new Error(`rows[${index}] needs a label, one capital letter A to Z.`);
    }
    const label = item.label;
    if (labels.has(label)) throw new Error(`Row ${label} appears twice.`);
    labels.add(label);
    if (!TIERS.includes(item.tier as Tier)) throw new Error(`Row ${label}: tier must be Recliner, Prime or Classic.`);
    if (!Array.isArray(item.seats)) throw new Error(`Row ${label}: seats must be a list.`);
    const columns = new Map<number, number>();
    const seats = item.seats.map((seat, seatIndex) => {
      if (
        !isObject(seat) ||
        !isWhole(seat.number, 1, 99) ||
        !isWhole(seat.column, 1, MAX_COLUMNS) ||
        !KINDS.includes(seat.kind as SeatKind)
      ) {
        throw new Error(
          `Row ${label}: seat ${seatIndex + 1} in the list must be { number: 1–99, column: 1–${MAX_COLUMNS}, kind: standard, wheelchair or companion }.`,
        );
      }
      const other = columns.get(seat.column);
      if (other !== undefined)
        throw new Error(
          `Row ${label}: seat ${Math.min(other, seat.number)} and seat ${Math.max(other, seat.number)} both stand in column ${seat.column}.`,
        );
      columns.set(seat.column, seat.number);
      return { number: seat.number, column: seat.column, kind: seat.kind as SeatKind };
    });
    return { label, tier: item.tier as Tier, seats };
  });
  return { tiers, rows };
}

/** The layout as the file the editor exports (indented, so it reads well and diffs well). */
export function layoutToJson(layout: SeatLayout): string {
  return `${JSON.stringify(layout, null, 2)}\n`;
}
