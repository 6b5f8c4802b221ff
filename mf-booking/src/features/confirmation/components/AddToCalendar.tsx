import { googleCalendarUrl, Icon, useCalendarInviteDownload } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import type { Ticket } from '../confirmedBooking';
import './confirmation.css';

/** "Add to calendar": the show's `.ics` invite (Apple, Outlook, any calendar) and a Google Calendar link. */
export function AddToCalendar({ ticket }: { ticket: Ticket }) {
  const { download, downloading } = useCalendarInviteDownload(ticket.bookingId);
  const google = googleCalendarUrl(ticket);
  return (
    <div className="rt-bk-confirm__calendar">
      <button
        type="button"
        className="rt-btn rt-btn--outlined rt-btn--inherit"
        disabled={downloading}
        onClick={download}
      >
        <Icon name="Event" d={ICON_PATHS.Event} className="rt-icon rt-bk-confirm__start-icon" />
        {downloading ? 'Downloading...' : 'Add to calendar'}
      </button>
      {google && (
        <a
          className="rt-btn rt-btn--inherit rt-bk-confirm__text-btn"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Add to Google Calendar (opens in a new tab)"
        >
          Google Calendar
          <Icon name="OpenInNew" d={ICON_PATHS.OpenInNew} className="rt-icon rt-bk-confirm__end-icon" />
        </a>
      )}
    </div>
  );
}
