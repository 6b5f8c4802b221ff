import { toast } from '@reeltime/shared-lib';

function isUserAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The dialog's main action: the device's own share sheet where there is one, else the clipboard.
 * A toast for each outcome; closing the share sheet without sharing says nothing.
 */
export function useBookingShare(title: string, text: string) {
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title, text });
    } catch (error) {
      if (!isUserAbort(error)) toast.error('Sharing failed');
    }
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast.success('Booking details copied to clipboard!');
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };

  return canShareNatively ? { label: 'Share', run: share } : { label: 'Copy to Clipboard', run: copy };
}
