import type { SeatRow } from './seatLayout';

interface Position {
  row: number;
  index: number;
}

function find(rows: SeatRow[], seatNumber: string): Position | null {
  for (let row = 0; row < rows.length; row += 1) {
    const index = rows[row].seats.findIndex(({ seat }) => seat.seatNumber === seatNumber);
    if (index >= 0) return { row, index };
  }
  return null;
}

/** The seat of `row` nearest to `column` (aisles and gaps are skipped; a tie goes to the left). */
function nearestInRow(row: SeatRow, column: number): string {
  let best = row.seats[0];
  for (const candidate of row.seats) {
    if (Math.abs(candidate.column - column) < Math.abs(best.column - column)) best = candidate;
  }
  return best.seat.seatNumber;
}

/**
 * ARIA grid keys over the seat map: arrows move to the next seat in that direction (over aisles,
 * to the nearest seat of the next row), Home/End to the ends of the row, Ctrl+Home/End to the
 * first and last seat, PageUp/PageDown to the first and last row. Returns the seat to focus, the
 * same seat at an edge, or null for a key the grid does not handle.
 */
export function seatForKey(rows: SeatRow[], current: string, key: string, ctrl = false): string | null {
  const at = find(rows, current);
  if (!at) return null;
  const row = rows[at.row];
  const column = row.seats[at.index].column;
  const seatAt = (rowIndex: number, index: number) => rows[rowIndex].seats[index].seat.seatNumber;
  switch (key) {
    case 'ArrowRight':
      return seatAt(at.row, Math.min(at.index + 1, row.seats.length - 1));
    case 'ArrowLeft':
      return seatAt(at.row, Math.max(at.index - 1, 0));
    case 'ArrowDown':
      return nearestInRow(rows[Math.min(at.row + 1, rows.length - 1)], column);
    case 'ArrowUp':
      return nearestInRow(rows[Math.max(at.row - 1, 0)], column);
    case 'PageDown':
      return nearestInRow(rows[rows.length - 1], column);
    case 'PageUp':
      return nearestInRow(rows[0], column);
    case 'Home':
      return ctrl ? seatAt(0, 0) : seatAt(at.row, 0);
    case 'End': {
      const last = ctrl ? rows.length - 1 : at.row;
      return seatAt(last, rows[last].seats.length - 1);
    }
    default:
      return null;
  }
}
