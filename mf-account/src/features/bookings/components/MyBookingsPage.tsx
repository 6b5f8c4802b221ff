import { ContentSkeleton } from '@reeltime/shared-lib/mui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAuth, type Booking } from '@reeltime/shared-lib';
import { QueryStates } from '../../../components/QueryStates';
import { LoginGate } from '../../session/components/LoginGate';
import { PageTitle } from '../../session/components/PageTitle';
import { useMyBookings } from '../api/getMyBookings';
import { useRemoveBooking } from '../api/removeBooking';
import { useCancelBooking } from '../api/cancelBooking';
import { useTicketDownload } from '../api/downloadTicket';
import { groupByShowTime } from '../utils/bookingGroups';
import { BookingCard } from './BookingCard';
import { CancelBookingDialog, RemoveBookingDialog } from './LazyBookingDialogs';

const PAGE_TITLE = 'My Bookings';

function BookingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Box>
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
      skeleton={<ContentSkeleton shape="list" label="Loading your bookings..." />}
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
            <Button variant="outlined" color="inherit" startIcon={<RefreshIcon />} disabled={loading} onClick={reload}>
              Refresh
            </Button>
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
    <Box sx={{ py: { xs: 2, sm: 4 } }}>
      <LoginGate title="Login Required" message="Please login to view your bookings.">
        <BookingsList />
      </LoginGate>
    </Box>
  );
}
