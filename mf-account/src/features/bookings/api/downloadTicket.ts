import { useState } from 'react';
import { fetchFile, saveFile, toApiError, toast, type Booking, type DownloadedFile } from '@reeltime/shared-lib';
import { ticketDownloadErrorMessage } from './bookingErrors';

/** `GET /api/bookings/:id/download`: the booking's PDF ticket. */
export function fetchTicket(id: Booking['id']): Promise<DownloadedFile> {
  return fetchFile(`/api/bookings/${id}/download`, `ticket-booking-${id}.pdf`);
}

/** Downloads a booking's PDF ticket with a message for each way it can fail. */
export function useTicketDownload() {
  const [downloadingId, setDownloadingId] = useState<Booking['id'] | null>(null);

  const download = async (booking: Booking) => {
    if (booking.id == null) {
      toast.error('Invalid booking ID');
      return;
    }
    if (booking.status && booking.status !== 'CONFIRMED') {
      toast.error('Tickets can only be downloaded for confirmed bookings');
      return;
    }
    setDownloadingId(booking.id);
    try {
      saveFile(await fetchTicket(booking.id));
      toast.success('Ticket downloaded successfully!');
    } catch (failure) {
      const apiError = toApiError(failure);
      // A 401 has already ended the session, with "Session expired. Please login again." (the API client).
      if (apiError.status !== 401) toast.error(ticketDownloadErrorMessage(apiError));
    } finally {
      setDownloadingId(null);
    }
  };

  return { download, downloadingId };
}
