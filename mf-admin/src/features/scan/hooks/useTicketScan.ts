import { useCallback, useRef, useState } from 'react';
import { clearSession, toApiError } from '@reeltime/shared-lib';
import { scanTicket, type ScanResult } from '../api/scanApi';

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
      if (status === 401) clearSession();
      if (attempt === latest.current) setState({ status: 'failed', message: failureMessage(status, message) });
    }
  }, []);

  return { state, check };
}
