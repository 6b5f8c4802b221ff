import { memo } from 'react';
import { SeatSymbol } from './SeatButton';
import type { SeatKind, SeatState } from '../utils/seatLayout';
import './seat.css';
import './seatLegend.css';

const ITEMS: { label: string; state: SeatState; kind: SeatKind }[] = [
  { label: 'Available', state: 'available', kind: 'standard' },
  { label: 'Selected', state: 'selected', kind: 'standard' },
  { label: 'Booked', state: 'booked', kind: 'standard' },
  { label: 'Held by someone', state: 'held', kind: 'standard' },
  { label: 'Wheelchair space', state: 'available', kind: 'wheelchair' },
  { label: 'Companion seat', state: 'available', kind: 'companion' },
];

/** The map's key, drawn with the map's own seat styles so the two never disagree (never re-rendered by a seat tap). */
export const SeatLegend = memo(function SeatLegend() {
  return (
    // `role="list"`: Safari drops the list role of a list drawn without markers.
    <ul role="list" aria-label="Seat legend" className="rt-seats rt-seats--legend rt-bk-legend">
      {ITEMS.map(({ label, state, kind }) => (
        <li key={label} className="rt-bk-legend__item">
          <span aria-hidden className="rt-seat" data-state={state} data-kind={kind} data-number="1">
            <SeatSymbol kind={kind} state={state} />
          </span>
          <span className="rt-bk-legend__label">{label}</span>
        </li>
      ))}
    </ul>
  );
});
