import { useState } from 'react';
import { formatRupees, lazyDialog, type Booking } from '@reeltime/shared-lib';
import { AccountIcon } from '../../../components/AccountIcon';
import { AddToCalendar } from './AddToCalendar';
import { BookingStatusChip } from './BookingStatusChip';
import { showDateTimeParts } from '../utils/showDateTime';
import { RateFilm } from './RateFilm';
import { mayAskToCancel } from '../utils/bookingGroups';
import '../../../components/accountButtons.css';
import './bookingCard.css';

/** The ticket's QR code and its zoom (drawn with MUI), fetched the first time a customer shows a code. */
const TicketQrCode = lazyDialog(() => import('./TicketQrCode').then((module) => module.TicketQrCode));

interface BookingCardProps {
  booking: Booking;
  downloading: boolean;
  onDownload: (booking: Booking) => void;
  onRemove: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  /** The card's title level under the page's section headings. */
  headingLevel?: 'h2' | 'h3';
}

export function BookingCard({
  booking,
  downloading,
  onDownload,
  onRemove,
  onCancel,
  headingLevel = 'h2',
}: BookingCardProps) {
  const { date, time } = showDateTimeParts(booking.showDateTime);
  const confirmed = !booking.status || booking.status === 'CONFIRMED';
  const cancellable = mayAskToCancel(booking);
  const titleId = `booking-${booking.id}-title`;
  const qrId = `booking-${booking.id}-qr`;
  const [showQr, setShowQr] = useState(false);
  const Heading = headingLevel;

  return (
    <article aria-labelledby={titleId} className="rt-ac-booking">
      <div className="rt-ac-booking__main">
        <img
          src={booking.movie.thumbnail || undefined}
          alt={`${booking.movie.title} poster`}
          loading="lazy"
          className="rt-ac-booking__poster"
        />
        <div className="rt-ac-booking__body">
          <div className="rt-ac-booking__head">
            <Heading id={titleId} className="rt-ac-booking__title">
              {booking.movie.title}
            </Heading>
            <BookingStatusChip status={booking.status} admitted={Boolean(booking.admittedAt)} />
          </div>
          <div className="rt-ac-booking__fact">
            <AccountIcon name="PlaceOutlined" size={20} />
            <p className="rt-ac-booking__fact-text" title={`${booking.cinema.name}, ${booking.cinema.location}`}>
              {booking.cinema.name}
              {booking.cinema.location && `, ${booking.cinema.location}`}
            </p>
          </div>
          <div className="rt-ac-booking__fact">
            <AccountIcon name="Event" size={20} />
            <p className="rt-ac-booking__fact-text">
              {date} · {time}
            </p>
          </div>
          <div className="rt-ac-booking__seats" role="group" aria-label="Seats">
            {booking.seats.map((seat) => (
              <span key={seat} className="rt-chip">
                {seat}
              </span>
            ))}
          </div>
          <span className="rt-ac-booking__ids">
            {booking.reference && (
              <>
                Ref: <strong className="rt-ac-booking__ref">{booking.reference}</strong> ·{' '}
              </>
            )}
            Booking ID: {booking.bookingId ?? booking.id}
          </span>
          {confirmed && <AddToCalendar booking={booking} />}
          <RateFilm booking={booking} />
        </div>
      </div>
      <hr className="rt-ac-booking__divider" />
      <div className="rt-ac-booking__foot">
        <p className="rt-ac-booking__total">
          <span className="rt-ac-booking__total-label">Total</span>
          {formatRupees(booking.totalAmount)}
          {booking.status === 'CANCELLED' && booking.refundAmount !== undefined && (
            <span className="rt-ac-booking__refund">
              {booking.refundAmount > 0
                ? `· ${formatRupees(booking.refundAmount)} refunded to your card`
                : '· No refund'}
            </span>
          )}
        </p>
        <div className="rt-ac-booking__actions">
          <button
            type="button"
            className="rt-btn rt-btn--sm rt-btn--outlined rt-btn--inherit"
            aria-expanded={showQr}
            aria-controls={showQr ? qrId : undefined}
            onClick={() => setShowQr((shown) => !shown)}
          >
            <AccountIcon name="QrCode2" />
            {showQr ? 'Hide QR' : 'Show QR'}
          </button>
          {confirmed ? (
            <button
              type="button"
              className="rt-btn rt-btn--sm rt-btn--contained"
              disabled={downloading}
              onClick={() => onDownload(booking)}
            >
              <AccountIcon name="Download" />
              {downloading ? 'Downloading...' : 'Download Ticket'}
            </button>
          ) : (
            <span className="rt-ac-booking__no-ticket">Tickets can only be downloaded for confirmed bookings</span>
          )}
          {cancellable ? (
            <button
              type="button"
              className="rt-btn rt-btn--sm rt-ac-btn-text rt-ac-btn-danger"
              onClick={() => onCancel(booking)}
            >
              <AccountIcon name="EventBusy" />
              Cancel booking
            </button>
          ) : (
            <button
              type="button"
              className="rt-icon-btn"
              title="Remove booking"
              aria-label={`Remove booking for ${booking.movie.title}`}
              onClick={() => onRemove(booking)}
            >
              <AccountIcon name="DeleteOutlined" />
            </button>
          )}
        </div>
      </div>
      {showQr && <TicketQrCode booking={booking} id={qrId} />}
    </article>
  );
}
