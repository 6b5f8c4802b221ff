import { memo, useRef } from 'react';
import { formatRupees, useStickyBarClearance } from '@reeltime/shared-lib';
import './seatSelectionBar.css';

interface SeatSelectionBarProps {
  count: number;
  total: number;
  holding: boolean;
  onProceed: () => void;
}

export const seatCountLabel = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;

/**
 * On phones, the page's Proceed control: stays at the bottom of the screen while the user looks
 * around the map, with the count and total in view. Wider screens use the summary's button.
 * Shown instead of (not beside) that button, so the page has one Proceed control.
 */
export const SeatSelectionBar = memo(function SeatSelectionBar({
  count,
  total,
  holding,
  onProceed,
}: SeatSelectionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBarClearance(bar);
  return (
    <div ref={bar} data-testid="seat-selection-bar" className="rt-bk-seat-bar">
      <p aria-live="polite" className="rt-bk-seat-bar__count">
        {seatCountLabel(count)} · {formatRupees(total)}
      </p>
      <button
        type="button"
        className="rt-btn rt-btn--contained rt-btn--lg rt-bk-seat-bar__proceed"
        disabled={holding}
        onClick={onProceed}
      >
        {holding ? 'Holding your seats...' : 'Proceed to Payment'}
      </button>
    </div>
  );
});
