import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { googleCalendarUrl, useCalendarInviteDownload, type Booking } from '@reeltime/shared-lib';

/** "Add to calendar" on a booking card: the `.ics` invite and a Google Calendar link (new tab). */
export function AddToCalendar({ booking }: { booking: Booking }) {
  const { download, downloading } = useCalendarInviteDownload(booking.id);
  const google = googleCalendarUrl(booking);
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button size="small" color="inherit" startIcon={<EventAvailableIcon />} disabled={downloading} onClick={download}>
        {downloading ? 'Downloading...' : 'Add to calendar'}
      </Button>
      {google && (
        <Button
          size="small"
          color="inherit"
          component="a"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon fontSize="small" />}
          aria-label="Add to Google Calendar (opens in a new tab)"
        >
          Google Calendar
        </Button>
      )}
    </Stack>
  );
}
