import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { googleCalendarUrl, useCalendarInviteDownload } from '@reeltime/shared-lib';
import type { Ticket } from '../confirmedBooking';

/** "Add to calendar": the show's `.ics` invite (Apple, Outlook, any calendar) and a Google Calendar link. */
export function AddToCalendar({ ticket }: { ticket: Ticket }) {
  const { download, downloading } = useCalendarInviteDownload(ticket.bookingId);
  const google = googleCalendarUrl(ticket);
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" color="inherit" startIcon={<EventIcon />} disabled={downloading} onClick={download}>
        {downloading ? 'Downloading...' : 'Add to calendar'}
      </Button>
      {google && (
        <Button
          component="a"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          variant="text"
          color="inherit"
          endIcon={<OpenInNewIcon fontSize="small" />}
          aria-label="Add to Google Calendar (opens in a new tab)"
        >
          Google Calendar
        </Button>
      )}
    </Stack>
  );
}
