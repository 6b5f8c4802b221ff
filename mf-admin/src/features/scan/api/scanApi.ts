import { apiClient } from '@reeltime/shared-lib';

export type ScanOutcome = 'admitted' | 'already_used' | 'cancelled' | 'invalid';
export type InvalidReason = 'forged' | 'unknown_booking' | 'other_cinema' | 'show_ended' | 'too_early';

/** `POST /api/admin/tickets/scan` answer. */
export interface ScanResult {
  result: ScanOutcome;
  reason?: InvalidReason;
  booking?: {
    reference: string;
    movieTitle: string;
    theaterName: string;
    /** yyyy-mm-dd, cinema time */
    showDate: string;
    /** HH:mm, cinema time */
    startTime: string;
    seats: string[];
  };
  usedAt?: string;
  usedBy?: string;
  message: string;
}

export async function scanTicket(qr: string): Promise<ScanResult> {
  const { data } = await apiClient.post<ScanResult>('/api/admin/tickets/scan', { qr });
  return data;
}
