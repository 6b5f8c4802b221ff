import type { ApiAnswer } from '@reeltime/contract';
import { useCallback, useRef, useState } from 'react';
import { apiClient, toApiError } from '@reeltime/shared-lib';
import { scannerDeviceId } from '../utils/scannerDevice';

/** wrong_show: a genuine ticket of this cinema for another show (`booking` names that show). */
export type ScanOutcome = 'admitted' | 'already_used' | 'cancelled' | 'invalid' | 'wrong_show';
export type InvalidReason = 'forged' | 'unknown_booking' | 'other_cinema' | 'show_ended' | 'too_early';

/** `POST /api/admin/tickets/scan` answer. */
export type ScanResult = ApiAnswer<'/api/admin/tickets/scan', 'post'>;

/**
 * `POST /api/admin/tickets/scan` at the door of show `showId`: admits a ticket of that show once, or says why
 * not. Sent with this browser's scanner id (`deviceId`), which has its own scan budget.
 */
export async function scanTicket(qr: string, showId: number): Promise<ScanResult> {
  const { data } = await apiClient.post<ScanResult>('/api/admin/tickets/scan', {
    qr,
    showId,
    deviceId: scannerDeviceId(),
  });
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

/** Checks one ticket text at a time for the door's show; the latest scan's answer wins. */
export function useTicketScan(showId: number | undefined, onScanned?: () => void) {
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const latest = useRef(0);

  const check = useCallback(
    async (qr: string) => {
      const text = qr.trim();
      if (!text) {
        setState({ status: 'failed', message: 'Paste the text of a ticket QR code first.' });
        return;
      }
      if (showId === undefined) {
        setState({ status: 'failed', message: 'Choose the show you are admitting for first.' });
        return;
      }
      const attempt = ++latest.current;
      setState({ status: 'checking' });
      try {
        const result = await scanTicket(text, showId);
        if (attempt === latest.current) setState({ status: 'done', result });
        onScanned?.();
      } catch (error) {
        const { status, message } = toApiError(error);
        // A 401 is the API client's to end (logout and its toast).
        if (attempt === latest.current) setState({ status: 'failed', message: failureMessage(status, message) });
      }
    },
    [showId, onScanned],
  );

  return { state, check };
}
