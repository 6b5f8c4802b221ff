import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { useBookingsDesk } from '../hooks/useBookingsDesk';
import { BookingDetailPanel } from './BookingDetailPanel';
import { BookingResults } from './BookingResults';
import { BookingSearchForm } from './BookingSearchForm';

/** `/admin/bookings`: find a booking, read its history, cancel it with a refund or resend its confirmation. */
export function BookingsDeskPage({ account }: { account: StaffAccount }) {
  const { search, detail, find, open, replace } = useBookingsDesk();
  const selectedId = detail.status === 'loaded' ? detail.booking.id : detail.status === 'none' ? undefined : detail.id;

  return (
    <AdminFrame title="Bookings desk">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Find a booking by its reference, or the customer’s e-mail or phone number.
      </Typography>
      <BookingSearchForm searching={search.status === 'searching'} onSearch={(q) => void find(q)} />
      {search.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {search.message}
        </Alert>
      )}
      {search.status === 'searching' && <CircularProgress aria-label="Searching" sx={{ mt: 2 }} />}
      {search.status === 'done' && (
        <BookingResults
          q={search.q}
          items={search.items}
          total={search.total}
          selectedId={selectedId}
          onOpen={(id) => void open(id)}
          onMore={() => void find(search.q, search.page + 1)}
        />
      )}
      {detail.status === 'loading' && <CircularProgress aria-label="Loading the booking" sx={{ mt: 3 }} />}
      {detail.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {detail.message}
        </Alert>
      )}
      {detail.status === 'loaded' && (
        <BookingDetailPanel
          key={detail.booking.id}
          booking={detail.booking}
          canChange={account.role !== 'staff'}
          onChanged={replace}
        />
      )}
    </AdminFrame>
  );
}
