import { useState } from 'react';
import { formatRupees, Icon, roundToPaise, type BookingInProgress, type SeatHold } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../../booking-progress/bookingDetails';
import type { PaymentClock } from '../hooks/paymentClock';
import { CancellationPolicyNote } from '../../booking-progress/components/CancellationPolicyNote';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import { SummaryCountdown } from './PaymentCountdown';
import '../../booking-progress/components/bookingText.css';
import '../../booking-progress/components/summaryCard.css';
import './paymentSummary.css';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rt-bk-pay-summary__line" data-strong={strong}>
      <span className="rt-bk-pay-summary__label">{label}</span>
      <span className="rt-bk-pay-summary__value">{value}</span>
    </div>
  );
}

interface PaymentSummaryProps {
  booking: BookingInProgress;
  hold: SeatHold;
  clock: PaymentClock;
}

/** What is being paid for; fees come from the server's hold (base 7%, GST 18% of it). */
export function PaymentSummary({ booking, hold, clock }: PaymentSummaryProps) {
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const base = roundToPaise(hold.ticketFee * 0.07);
  const gst = roundToPaise(hold.convenienceFee - base);
  const seatCount = hold.seatNumbers.length;

  return (
    <section aria-labelledby="payment-summary-title" className="rt-bk-summary">
      <div className="rt-bk-pay-summary__head">
        <h2 id="payment-summary-title" className="rt-bk-summary__title">
          Booking Summary
        </h2>
        <SummaryCountdown clock={clock} />
      </div>
      <div className="rt-bk-pay-summary__show">
        <img
          className="rt-bk-pay-summary__poster"
          src={booking.movie.thumbnail}
          alt={`${booking.movie.title} poster`}
        />
        <div className="rt-bk-pay-summary__show-text">
          <p className="rt-bk-pay-summary__movie">{booking.movie.title}</p>
          <p className="rt-bk-text rt-bk-text--secondary">{cinemaLabel(booking)}</p>
          <p className="rt-bk-text rt-bk-text--secondary">
            {showDateLabel(booking)} · {booking.selectedTimeWithAmPm}
          </p>
        </div>
      </div>
      <CancellationPolicyNote booking={booking} className="rt-bk-pay-summary__policy" />
      <div role="group" aria-label="Seats" className="rt-bk-summary__chips rt-bk-pay-summary__seats">
        {hold.seatNumbers.map((seatNumber) => (
          <span key={seatNumber} className="rt-chip rt-bk-seat-chip">
            {seatNumber}
          </span>
        ))}
      </div>
      <hr className="rt-bk-pay-summary__divider" />
      <div className="rt-bk-pay-summary__fees">
        <Line
          label={`${seatCount} ${seatCount === 1 ? 'Seat' : 'Seats'} (ticket fee)`}
          value={formatRupees(hold.ticketFee)}
        />
        <div className="rt-bk-pay-summary__line rt-bk-pay-summary__line--center">
          <button
            type="button"
            className="rt-btn rt-btn--sm rt-btn--inherit rt-bk-pay-summary__fee-toggle"
            onClick={() => setBreakdownOpen((open) => !open)}
            aria-expanded={breakdownOpen}
          >
            Convenience fee
            <Icon name="ExpandMore" d={ICON_PATHS.ExpandMore} size={18} />
          </button>
          <p className="rt-bk-text rt-bk-text--strong">{formatRupees(hold.convenienceFee)}</p>
        </div>
        {/* Opens and closes by growing its row from nothing to its height (CSS only); closed, it is hidden from
            assistive technology too. */}
        <div className="rt-bk-pay-summary__breakdown" data-open={breakdownOpen}>
          <div className="rt-bk-pay-summary__breakdown-lines">
            <Line label="Base (7%)" value={formatRupees(base)} />
            <Line label="Taxes (GST 18%)" value={formatRupees(gst)} />
          </div>
        </div>
        <hr className="rt-bk-pay-summary__divider rt-bk-pay-summary__divider--flat" />
        <Line label="Total" value={formatRupees(hold.totalAmount)} strong />
      </div>
    </section>
  );
}
