import { ContentSkeleton } from '@reeltime/shared-lib/mui';
import { useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { EmptyState, ErrorState, useAuth, type Booking } from '@reeltime/shared-lib';
import { LoginGate } from '../../session/components/LoginGate';
import { PageTitle } from '../../session/components/PageTitle';
import { useMyBookings } from '../api/getMyBookings';
import { useRemoveBooking } from '../api/removeBooking';
import { useTicketDownload } from '../api/downloadTicket';
import { BookingCard } from './BookingCard';
import { RemoveBookingDialog } from './RemoveBookingDialog';

function BookingsList() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const { bookings, loading, error, hasFetched, reload, forget } = useMyBookings(token);
  const { download, downloadingId } = useTicketDownload();
  const [toRemove, setToRemove] = useState<Booking | null>(null);
  const { removing, remove } = useRemoveBooking(forget);

  const confirmRemove = async (booking: Booking) => {
    if (await remove(booking)) setToRemove(null);
  };

  if (!hasFetched || (loading && bookings.length === 0)) return <ContentSkeleton shape="list" label="Loading your bookings..." />;
  if (error) {
    return <ErrorState title="Couldn't load your bookings" message={error} actionLabel="Try Again" onAction={reload} />;
  }
  if (bookings.length === 0) {
    return (
      <EmptyState
        title="No bookings yet"
        message="Your tickets will show up here once you book a show."
        actionLabel="Browse Movies"
        onAction={() => navigate('/movies')}
      />
    );
  }

  return (
    <>
      <PageTitle
        title="My Bookings"
        subtitle={`${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}`}
        actions={
          <Button variant="outlined" color="inherit" startIcon={<RefreshIcon />} disabled={loading} onClick={reload}>
            Refresh
          </Button>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            downloading={downloadingId === booking.id}
            onDownload={(item) => void download(item)}
            onRemove={setToRemove}
          />
        ))}
      </Box>
      <RemoveBookingDialog
        booking={toRemove}
        busy={removing}
        onCancel={() => setToRemove(null)}
        onConfirm={(booking) => void confirmRemove(booking)}
      />
    </>
  );
}

/** `/my-bookings`: the user's tickets, newest first. */
export function MyBookingsPage() {
  return (
    <Box sx={{ py: { xs: 2, sm: 4 } }}>
      <LoginGate title="Login Required" message="Please login to view your bookings.">
        <BookingsList />
      </LoginGate>
    </Box>
  );
}
