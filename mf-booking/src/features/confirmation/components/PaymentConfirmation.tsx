import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, formatRupees, Icon, lazyDialog } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import { cinemaName, showTimeLabels, ticketOf, type ConfirmedBooking } from '../confirmedBooking';
import { AddToCalendar } from './AddToCalendar';
import { TicketQrCode } from './TicketQrCode';
import './confirmation.css';

// The only MUI of the confirmation, with its theme: fetched when the customer first opens it.
const ShareBookingDialog = lazyDialog(() => import('./ShareBookingDialog').then((module) => module.ShareBookingDialog));

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rt-bk-confirm__detail">
      <span className="rt-bk-confirm__label">{label}</span>
      <p className="rt-bk-confirm__value">{value}</p>
    </div>
  );
}

/** The film's poster: large under the QR from 640 px, small beside the title on a phone. */
function Poster({ confirmed, size }: { confirmed: ConfirmedBooking; size: 'wide' | 'phone' }) {
  return (
    <img
      className={`rt-bk-confirm__poster rt-bk-confirm__poster--${size}`}
      src={confirmed.movie.thumbnail}
      alt={`${confirmed.movie.title} poster`}
    />
  );
}

/**
 * "Payment Successful!": the ticket's QR, the booking at a glance and where to go next, drawn without MUI. Opens
 * scrolled to the top with focus on the heading, so the news and the QR are what the user sees first.
 */
export function PaymentConfirmation({ confirmed }: { confirmed: ConfirmedBooking }) {
  const [sharing, setSharing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ticket = ticketOf(confirmed);
  const { date, time } = showTimeLabels(confirmed);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="rt-paper rt-bk-confirm">
      <div className="rt-bk-confirm__news">
        <Icon name="CheckCircle" d={ICON_PATHS.CheckCircle} size={44} className="rt-icon rt-bk-confirm__check" />
        <h1 ref={heading} tabIndex={-1} className="rt-bk-confirm__title">
          Payment Successful!
        </h1>
        <p className="rt-bk-confirm__subtitle">Your seats are booked. Enjoy the show!</p>
      </div>
      <hr className="rt-bk-confirm__divider" />
      <div className="rt-bk-confirm__body">
        <div className="rt-bk-confirm__ticket">
          {ticket ? (
            <>
              <TicketQrCode ticket={ticket} />
              <span className="rt-bk-confirm__caption">Show this code at the cinema</span>
            </>
          ) : (
            <p className="rt-bk-confirm__no-ticket">Your ticket and its QR code are in My Bookings.</p>
          )}
          <Poster confirmed={confirmed} size="wide" />
        </div>
        <div className="rt-bk-confirm__booking">
          <div className="rt-bk-confirm__film">
            {/* On a phone the poster shrinks beside the title, so the QR stays in the first screen. */}
            <Poster confirmed={confirmed} size="phone" />
            <h2 className="rt-bk-confirm__film-title">{confirmed.movie.title}</h2>
          </div>
          <div className="rt-bk-confirm__details">
            {confirmed.reference && <Detail label="Booking reference" value={confirmed.reference} />}
            {confirmed.bookingId != null && <Detail label="Booking ID" value={String(confirmed.bookingId)} />}
            <Detail label="Cinema" value={cinemaName(confirmed)} />
            <Detail label="Date" value={date} />
            <Detail label="Time" value={time} />
            <Detail label="Total paid" value={formatRupees(confirmed.totalAmount)} />
          </div>
          <div>
            <span className="rt-bk-confirm__label">Seats</span>
            <div className="rt-bk-confirm__seats">
              {confirmed.seats.map((seatNumber) => (
                <span key={seatNumber} className="rt-bk-confirm__seat">
                  {seatNumber}
                </span>
              ))}
            </div>
          </div>
          {ticket && <AddToCalendar ticket={ticket} />}
        </div>
      </div>
      <hr className="rt-bk-confirm__divider" />
      <div className="rt-bk-confirm__actions">
        <button type="button" className="rt-btn rt-btn--contained rt-btn--lg" onClick={() => setSharing(true)}>
          <Icon name="Share" d={ICON_PATHS.Share} className="rt-icon rt-bk-confirm__start-icon" />
          Share Your Booking
        </button>
        <RouterLink to="/my-bookings" className="rt-btn rt-btn--outlined rt-btn--lg">
          View My Bookings
        </RouterLink>
        <RouterLink to="/" className="rt-btn rt-btn--outlined rt-btn--inherit rt-btn--lg">
          Back to Home
        </RouterLink>
      </div>
      <ShareBookingDialog open={sharing} onClose={() => setSharing(false)} booking={confirmed} />
    </div>
  );
}
