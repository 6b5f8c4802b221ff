import type { ApiError } from '@reeltime/shared-lib';

/** The messages of a ticket download that failed, by status. */
export function ticketDownloadErrorMessage({ status }: ApiError): string {
  switch (status) {
    case 401:
      return 'Session expired. Please login again.';
    case 403:
      return 'Access denied. This booking does not belong to you.';
    case 404:
      return 'Booking not found.';
    case 400:
      return 'Ticket cannot be downloaded for this booking status.';
    default:
      return 'Failed to download ticket. Please try again.';
  }
}

export function bookingsLoadErrorMessage({ message }: ApiError): string {
  return message || 'Failed to fetch bookings';
}
