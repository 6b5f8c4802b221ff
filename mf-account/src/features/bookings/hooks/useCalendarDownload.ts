import { useState } from 'react';
import { clearSession, toApiError, toast, type Booking } from '@reeltime/shared-lib';
import { fetchCalendarFile } from '../api/calendarApi';
import { saveFile } from './saveFile';

/** Downloads a booking's `.ics` calendar invite, saying how it went (an expired session logs out, as for tickets). */
export function useCalendarDownload(booking: Booking) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await fetchCalendarFile(booking.id);
      saveFile(blob, filename);
      toast.success('Calendar invite downloaded');
    } catch (failure) {
      if (toApiError(failure).status === 401) {
        clearSession();
        toast.error('Session expired. Please login again.');
      } else {
        toast.error('Could not download the calendar invite. Please try again.');
      }
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
