import { memo } from 'react';
import { formatRupees, Icon, type BookingInProgress } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../../booking-progress/bookingDetails';
import { CancellationPolicyNote } from '../../booking-progress/components/CancellationPolicyNote';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import '../../booking-progress/components/bookingText.css';
import '../../booking-progress/components/summaryCard.css';
import './bookingSummary.css';

interface BookingSummaryProps {
  booking: BookingInProgress;
  seatNumbers: string[];
  total: number;
  holding: boolean;
  onClear: () => void;
  onProceed: () => void;
  /** False on phones, where the sticky bar carries Proceed. */
  showProceed: boolean;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="rt-bk-summary__line">
      <p className="rt-bk-text rt-bk-text--secondary">{label}</p>
      <p className="rt-bk-text rt-bk-text--strong rt-bk-summary__value">{value}</p>
    </div>
  );
}

/** The show, the chosen seats and their total; memoized, so a seat tap's first paint does not wait for it. */
export const BookingSummary = memo(function BookingSummary({
  booking,
  seatNumbers,
  total,
  holding,
  onClear,
  onProceed,
  showProceed,
}: BookingSummaryProps) {
  return (
    <section aria-labelledby="booking-summary-title" className="rt-bk-summary">
      <h2 id="booking-summary-title" className="rt-bk-summary__title">
        Booking Summary
      </h2>
      <div className="rt-bk-summary__lines">
        <Line label="Movie" value={booking.movie.title} />
        <Line label="Cinema" value={cinemaLabel(booking)} />
        <Line label="Date" value={showDateLabel(booking)} />
        <Line label="Time" value={booking.selectedTimeWithAmPm} />
      </div>
      <CancellationPolicyNote booking={booking} className="rt-bk-summary__policy" />
      <hr className="rt-bk-summary__divider" />
      <div className="rt-bk-summary__seats-head">
        <p className="rt-bk-text rt-bk-text--secondary">Seats ({seatNumbers.length})</p>
        {/* A native tooltip: a tooltip component (with its popper) would add 12 KB to the page for one hint. */}
        <span title="Clear selection">
          <button
            type="button"
            className="rt-icon-btn rt-icon-btn--sm"
            aria-label="Clear selected seats"
            disabled={seatNumbers.length === 0}
            onClick={onClear}
          >
            <Icon name="Clear" d={ICON_PATHS.Clear} size={20} />
          </button>
        </span>
      </div>
      <div aria-live="polite" className="rt-bk-summary__seats">
        {seatNumbers.length === 0 ? (
          <p className="rt-bk-text rt-bk-text--secondary">No seats selected yet</p>
        ) : (
          <div className="rt-bk-summary__chips">
            {seatNumbers.map((seatNumber) => (
              <span key={seatNumber} className="rt-chip rt-bk-seat-chip">
                {seatNumber}
              </span>
            ))}
          </div>
        )}
      </div>
      <hr className="rt-bk-summary__divider" />
      <div className="rt-bk-summary__total">
        <p className="rt-bk-summary__total-label">Total</p>
        <p className="rt-bk-summary__total-value" data-testid="seat-total">
          {formatRupees(total)}
        </p>
      </div>
      {showProceed && (
        <button
          type="button"
          className="rt-btn rt-btn--contained rt-btn--lg rt-btn--block rt-bk-summary__proceed"
          disabled={holding}
          onClick={onProceed}
        >
          {holding ? 'Holding your seats...' : 'Proceed to Payment'}
        </button>
      )}
    </section>
  );
});
