import { memo, type MouseEvent } from 'react';
import { seatState, type PlacedSeat, type SeatRow } from '../utils/seatLayout';
import { SeatButton } from './SeatButton';
import './seatMap.css';

/**
 * The seats of `row` the customer has chosen, as one string ("M20 M21"): it changes only when a seat of this
 * row is chosen or given back, so a tap re-renders one row of the map, not all of them.
 */
export function selectedInRow(row: SeatRow, selected: ReadonlySet<string>): string {
  let chosen = '';
  for (const { seat } of row.seats) if (selected.has(seat.seatNumber)) chosen += `${seat.seatNumber} `;
  return chosen;
}

interface SeatRowViewProps {
  row: SeatRow;
  gridColumns: string;
  /** From `selectedInRow`. */
  selectedInRow: string;
  /** The seat of this row that takes the grid's one tab stop, if any. */
  focusableSeat: string | null;
  onSeatClick: (placed: PlacedSeat, event: MouseEvent<HTMLButtonElement>) => void;
}

/** One lettered row of the seat map: its row header, then a grid cell per seat placed in its column. */
export const SeatRowView = memo(function SeatRowView({
  row,
  gridColumns,
  selectedInRow: chosen,
  focusableSeat,
  onSeatClick,
}: SeatRowViewProps) {
  const selected = new Set(chosen.split(' '));
  return (
    <div role="row" className="rt-bk-row" style={{ gridTemplateColumns: gridColumns }}>
      {/* The letter is drawn by `MapMarks` (pinned while the map pans); here it names the row for assistive technology. */}
      <div
        role="rowheader"
        aria-colindex={1}
        aria-label={`Row ${row.letter}`}
        data-mark={row.letter}
        data-mark-key={`row-${row.letter}`}
        className="rt-bk-row__header"
      >
        {row.letter}
      </div>
      {row.seats.map((placed) => (
        <div
          role="gridcell"
          key={placed.seat.seatNumber}
          aria-colindex={placed.column + 1}
          style={{ gridColumn: placed.column + 1, display: 'flex', justifyContent: 'center' }}
        >
          <SeatButton
            placed={placed}
            state={seatState(placed.seat, selected.has(placed.seat.seatNumber))}
            focusable={placed.seat.seatNumber === focusableSeat}
            onClick={onSeatClick}
          />
        </div>
      ))}
    </div>
  );
});
