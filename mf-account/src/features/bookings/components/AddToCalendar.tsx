import { googleCalendarUrl, useCalendarInviteDownload, type Booking } from '@reeltime/shared-lib';
import { AccountIcon } from '../../../components/AccountIcon';
import '../../../components/accountButtons.css';
import './addToCalendar.css';

/** "Add to calendar" on a booking card: the `.ics` invite and a Google Calendar link (new tab). */
export function AddToCalendar({ booking }: { booking: Booking }) {
  const { download, downloading } = useCalendarInviteDownload(booking.id);
  const google = googleCalendarUrl(booking);
  return (
    <div className="rt-ac-calendar">
      <button
        type="button"
        className="rt-btn rt-btn--sm rt-btn--inherit rt-ac-btn-text"
        disabled={downloading}
        onClick={download}
      >
        <AccountIcon name="EventAvailable" />
        {downloading ? 'Downloading...' : 'Add to calendar'}
      </button>
      {google && (
        <a
          className="rt-btn rt-btn--sm rt-btn--inherit rt-ac-btn-text"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Add to Google Calendar (opens in a new tab)"
        >
          Google Calendar
          <AccountIcon name="OpenInNew" size={20} />
        </a>
      )}
    </div>
  );
}
