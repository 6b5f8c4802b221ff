import { useCallback, useRef, useState } from 'react';
import { apiClient, toApiError } from '@reeltime/shared-lib';

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

/** `POST /api/admin/tickets/scan`: admits the ticket once, or says why not. */
export async function scanTicket(qr: string): Promise<ScanResult> {
  const { data } = await apiClient.post<ScanResult>('/api/admin/tickets/scan', { qr });
  return data;
}

export type ScanState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: ScanResult }
  | { status: 'failed'; message: string };

function failureMessage(status: number, message: string): string {
  if (status === 0) return 'Could not reach ReelTime. Check the connection and scan again.';
  return message || 'The ticket could not be checked. Please scan again.';
}

/** Checks one ticket text at a time; the latest scan's answer wins. */
export function useTicketScan() {
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const latest = useRef(0);

  const check = useCallback(async (qr: string) => {
    const text = qr.trim();
    if (!text) {
      setState({ status: 'failed', message: 'Paste the text of a ticket QR code first.' });
      return;
    }
    const attempt = ++latest.current;
    setState({ status: 'checking' });
    try {
      const result = await scanTicket(text);
      if (attempt === latest.current) setState({ status: 'done', result });
    } catch (error) {
      const { status, message } = toApiError(error);
      // A 401 is the API client's to end (logout and its toast).
      if (attempt === latest.current) setState({ status: 'failed', message: failureMessage(status, message) });
    }
  }, []);

  return { state, check };
}
