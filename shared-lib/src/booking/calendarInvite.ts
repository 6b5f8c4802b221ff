import { useState } from 'react';
import { fetchFile, saveFile } from '../api/fileDownload';
import { toast } from '../toast/toast';
import { toApiError } from '../api/apiError';

/**
 * Downloads a booking's `.ics` calendar invite (Apple, Outlook, any calendar) and says how it went.
 * A 401 is the API client's to handle (it ends the session once, with the session-expired toast).
 */
export function useCalendarInviteDownload(bookingId: number | string) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchFile(`/api/bookings/${bookingId}/calendar.ics`, `reeltime-booking-${bookingId}.ics`));
      toast.success('Calendar invite downloaded');
    } catch (failure) {
      if (toApiError(failure).status !== 401) {
        toast.error('Could not download the calendar invite. Please try again.');
      }
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
