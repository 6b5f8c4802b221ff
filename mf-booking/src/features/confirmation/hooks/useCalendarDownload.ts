import { useState } from 'react';
import { toast } from '@reeltime/shared-lib';
import { fetchCalendarFile } from '../api/calendarFile';

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the booking's `.ics` calendar invite, saying how it went. */
export function useCalendarDownload(bookingId: number | string) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await fetchCalendarFile(bookingId);
      saveFile(blob, filename);
      toast.success('Calendar invite downloaded');
    } catch {
      toast.error('Could not download the calendar invite. Please try again.');
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
