import { useState } from 'react';
import { toast, useApiMutation } from '@reeltime/shared-lib';
import { useResendCountdown } from './useResendCountdown';

interface CodeStepOptions {
  /** Asks the API to send a code to the identifier. */
  send: (identifier: string) => Promise<unknown>;
  /** The toast for a failed send, from the server's message ('' when it sent none). */
  sendFailure: (serverMessage: string) => string;
}

/**
 * Step 1 of the two-step code flow shared by OTP login and password reset: sends a code and starts the 30 s
 * resend countdown. `sending` is true while the code is asked for; step 2 is the form's own write.
 */
export function useCodeStep({ send, sendFailure }: CodeStepOptions) {
  const [codeSent, setCodeSent] = useState(false);
  const countdown = useResendCountdown();
  const { run, busy: sending } = useApiMutation(send, {
    onSuccess: () => {
      setCodeSent(true);
      countdown.start();
    },
    success: 'OTP sent successfully!',
    error: (failure) => sendFailure(failure.message),
  });

  const sendCode = async (identifier: string, emptyMessage: string): Promise<void> => {
    if (!identifier.trim()) {
      toast.error(emptyMessage);
      return;
    }
    await run(identifier);
  };

  /** "Change Email/Phone": back to step 1, countdown cancelled. */
  const backToIdentifier = () => {
    setCodeSent(false);
    countdown.cancel();
  };

  return { codeSent, sending, secondsLeft: countdown.secondsLeft, sendCode, backToIdentifier };
}
