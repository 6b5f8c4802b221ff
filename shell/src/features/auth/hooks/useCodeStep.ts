import { useState } from 'react';
import { toApiError, toast } from '@reeltime/shared-lib';
import { useResendCountdown } from './useResendCountdown';

interface CodeStepOptions {
  /** Asks the API to send a code to the identifier. */
  send: (identifier: string) => Promise<unknown>;
  /** The toast for a failed send, from the server's message ('' when it sent none). */
  sendFailure: (serverMessage: string) => string;
}

/**
 * The two-step code flow shared by OTP login and password reset: step 1 sends a code
 * and starts the 30 s resend countdown; step 2 uses it. `run` marks any request of the form busy.
 */
export function useCodeStep({ send, sendFailure }: CodeStepOptions) {
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useResendCountdown();

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (identifier: string, emptyMessage: string) => {
    if (!identifier.trim()) {
      toast.error(emptyMessage);
      return Promise.resolve();
    }
    return run(async () => {
      try {
        await send(identifier);
        toast.success('OTP sent successfully!');
        setCodeSent(true);
        countdown.start();
      } catch (error) {
        toast.error(sendFailure(toApiError(error).message));
      }
    });
  };

  /** "Change Email/Phone": back to step 1, countdown cancelled. */
  const backToIdentifier = () => {
    setCodeSent(false);
    countdown.cancel();
  };

  return { codeSent, busy, secondsLeft: countdown.secondsLeft, run, sendCode, backToIdentifier };
}
