import { useState, type ReactNode } from 'react';
import { Icon, QueryStates, useAuth, useNavigate, type Booking } from '@reeltime/shared-lib';
import { AccountSkeleton } from '../../../components/AccountSkeleton';
import { PageFrame } from '../../../components/PageFrame';
import { LoginGate } from '../../session/components/LoginGate';
import { PageTitle } from '../../session/components/PageTitle';
import { useMyBookings } from '../api/getMyBookings';
import { useRemoveBooking } from '../api/removeBooking';
import { useCancelBooking } from '../api/cancelBooking';
import { useTicketDownload } from '../api/downloadTicket';
import { groupByShowTime } from '../utils/bookingGroups';
import { BookingCard } from './BookingCard';
import { CancelBookingDialog, RemoveBookingDialog } from './LazyBookingDialogs';
import './myBookingsPage.css';

const PAGE_TITLE = 'My Bookings';

function BookingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rt-ac-bookings">
      <h2 id={id} className="rt-ac-bookings__title">
        {title}
      </h2>
      <div className="rt-ac-bookings__grid">{children}</div>
    </section>
  );
}

function BookingsList() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const { bookings, loading, error, hasFetched, reload, forget, replace } = useMyBookings(token);
  const { download, downloadingId } = useTicketDownload();
  const [toRemove, setToRemove] = useState<Booking | null>(null);
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const { removing, remove } = useRemoveBooking(forget);
  const { cancelling, cancel } = useCancelBooking(replace);

  const confirmRemove = async (booking: Booking) => {
    if (await remove(booking)) setToRemove(null);
  };
  const confirmCancel = async (booking: Booking) => {
    if (await cancel(booking)) setToCancel(null);
  };

  return (
    <QueryStates
      loading={!hasFetched || (loading && bookings.length === 0)}
      skeleton={
        <>
          <PageTitle title={PAGE_TITLE} />
          <AccountSkeleton label="Loading your bookings..." />
        </>
      }
      error={error ? { title: "Couldn't load your bookings", message: error, onRetry: reload } : null}
      empty={
        bookings.length === 0 && {
          title: 'No bookings yet',
          message: 'Your tickets will show up here once you book a show.',
          actionLabel: 'Browse Movies',
          onAction: () => navigate('/movies'),
        }
      }
      frame={(state) => (
        <>
          <PageTitle title={PAGE_TITLE} />
          {state}
        </>
      )}
    >
      {() => bookingsContent()}
    </QueryStates>
  );

  function bookingsContent() {
    const { upcoming, past } = groupByShowTime(bookings);
    const card = (booking: Booking) => (
      <BookingCard
        key={booking.id}
        booking={booking}
        headingLevel="h3"
        downloading={downloadingId === booking.id}
        onDownload={(item) => void download(item)}
        onRemove={setToRemove}
        onCancel={setToCancel}
      />
    );

    return (
      <>
        <PageTitle
          title={PAGE_TITLE}
          subtitle={`${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}`}
          actions={
            <button
              type="button"
              className="rt-btn rt-btn--outlined rt-btn--inherit"
              disabled={loading}
              onClick={reload}
            >
              <Icon name="Refresh" />
              Refresh
            </button>
          }
        />
        {upcoming.length > 0 && (
          <BookingSection id="upcoming-bookings" title="Upcoming shows">
            {upcoming.map(card)}
          </BookingSection>
        )}
        {past.length > 0 && (
          <BookingSection id="past-bookings" title="Past shows">
            {past.map(card)}
          </BookingSection>
        )}
        <RemoveBookingDialog
          booking={toRemove}
          busy={removing}
          onCancel={() => setToRemove(null)}
          onConfirm={(booking) => void confirmRemove(booking)}
        />
        <CancelBookingDialog
          booking={toCancel}
          busy={cancelling}
          onClose={() => setToCancel(null)}
          onConfirm={(booking) => void confirmCancel(booking)}
        />
      </>
    );
  }
}

/** `/my-bookings`: the user's tickets, upcoming shows first (soonest first), past ones apart. */
export function MyBookingsPage() {
  return (
    <PageFrame>
      <LoginGate title="Login Required" message="Please login to view your bookings.">
        <BookingsList />
      </LoginGate>
    </PageFrame>
  );
}
