import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, formatRupees, toApiError, toast } from '@reeltime/shared-lib';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { useAdminShows } from '../api/getAdminShows';
import { useCinemaChoices } from '../api/getScheduleChoices';
import type { AdminShow } from '../api/types';
import { addDays, localToday } from '../utils/localTime';
import { CancelShowDialog } from './CancelShowDialog';
import { EditShowDialog } from './EditShowDialog';
import { ScheduleGrid } from './ScheduleGrid';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const MAX_DAYS = 14;

function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < MAX_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

/** /admin/shows: a cinema's schedule by screen and day, with changing and cancelling shows, and a way to schedule more. */
export function ShowsPage() {
  const { data: cinemas, error: cinemasError } = useCinemaChoices();
  const [chosenCinema, setCinema] = useState<number | undefined>();
  const cinema = cinemas?.find((item) => item.id === chosenCinema) ?? cinemas?.[0];
  const today = localToday(cinema?.timeZone ?? 'Asia/Kolkata');
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const from = range.from ?? today;
  const to = range.to ?? addDays(from, 6);
  const { data: shows, error, mutate } = useAdminShows(cinema ? { cinemaId: cinema.id, from, to } : null);
  const [editing, setEditing] = useState<AdminShow | null>(null);
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  // The dialog reads the show from the schedule asked for again when it opens: its sales may have changed since.
  const cancelling = shows?.find((show) => show.id === cancellingId) ?? null;
  const askToCancel = (show: AdminShow) => {
    setCancellingId(show.id);
    void mutate();
  };
  const failure = cinemasError ?? error;

  return (
    <AdminFrame
      title="Shows"
      actions={
        <Button color="inherit" variant="outlined" size="small" component={RouterLink} to="/admin/shows/new">
          Schedule shows
        </Button>
      }
    >
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Cinema"
            value={cinema?.id ?? ''}
            onChange={(event) => setCinema(Number(event.target.value))}
            slotProps={nativeSelect}
            sx={{ minWidth: 220 }}
          >
            {(cinemas ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </TextField>
          <TextField
            type="date"
            label="From"
            value={from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label="To"
            value={to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
          />
        </Stack>
        {failure !== undefined ? (
          <Alert severity="error">
            {toApiError(failure).message || 'The schedule could not be loaded. Check the connection and try again.'}
          </Alert>
        ) : !shows ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-label="Loading the schedule" />
            <span>Loading the schedule...</span>
          </Stack>
        ) : (
          <ScheduleGrid shows={shows} days={daysFrom(from, to)} onEdit={setEditing} onCancel={askToCancel} />
        )}
      </Stack>
      {editing && (
        <EditShowDialog
          show={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success('Show changed.');
            void mutate();
          }}
        />
      )}
      {cancelling && (
        <CancelShowDialog
          show={cancelling}
          onClose={() => setCancellingId(null)}
          onCancelled={(result) => {
            setCancellingId(null);
            toast.success(
              result.refundedBookings > 0
                ? `Show cancelled: ${result.refundedBookings} ${result.refundedBookings === 1 ? 'booking' : 'bookings'} refunded (${formatRupees(result.refundedPaise / 100)}).`
                : 'Show cancelled.',
            );
            void mutate();
          }}
        />
      )}
    </AdminFrame>
  );
}
