import { useState, type FormEvent } from 'react';
import { setToken, toast, useApiMutation, useTouchedValidation } from '@reeltime/shared-lib';
import { validateRequired } from '../utils/fieldRules';
import { sendLoginOtp } from '../api/sendLoginOtp';
import { verifyLoginOtp } from '../api/verifyLoginOtp';
import { useCodeStep } from '../hooks/useCodeStep';
import { AuthField } from './AuthField';
import { OtpField } from './OtpField';
import { OtpResendActions } from './OtpResendActions';
import { SubmitButton } from './SubmitButton';

const RULES = {
  identifier: (value: string) => validateRequired(value, 'Email/phone required'),
};

/** OTP login: send a code to an email or phone, then verify it. */
export function OtpLoginForm({ onPasswordLogin }: { onPasswordLogin: () => void }) {
  const [identifier, setIdentifier] = useState('');
  const [otp, setOtp] = useState('');
  const { codeSent, sending, secondsLeft, sendCode, backToIdentifier } = useCodeStep({
    send: sendLoginOtp,
    sendFailure: (message) => message || 'Failed to send OTP. Please try again.',
  });
  const { bind } = useTouchedValidation({ identifier }, RULES);
  const { run: verifyCode, busy: verifying } = useApiMutation(verifyLoginOtp, {
    onSuccess: (token) => {
      if (token) setToken(token);
      else toast.error('Login successful but no token received');
    },
    success: (token) => (token ? 'Login successful!' : undefined),
    error: 'Invalid OTP. Try again',
  });
  const busy = sending || verifying;

  const verify = async () => {
    if (!identifier.trim() || !otp.trim()) {
      toast.error('Please fill all fields');
      return;
    }
    await verifyCode(identifier, otp.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (codeSent ? verify() : sendCode(identifier, 'Please enter your email/mobiie'));
  };

  const changeIdentifier = () => {
    backToIdentifier();
    setOtp('');
  };

  return (
    <form className="rt-auth__form" noValidate onSubmit={submit} aria-label="Login with OTP">
      <p className="rt-auth__hint">We&apos;ll send a one-time code to your email or mobile number.</p>
      <AuthField
        label="Email or Mobile Number"
        autoComplete="username"
        autoFocus={!codeSent}
        readOnly={codeSent}
        value={identifier}
        onChange={setIdentifier}
        {...bind('identifier')}
      />
      {codeSent && (
        <>
          <p className="rt-auth__note" role="status">
            Enter the code we sent to {identifier.trim()}.
          </p>
          <OtpField autoFocus value={otp} onChange={setOtp} />
          <OtpResendActions
            secondsLeft={secondsLeft}
            busy={busy}
            onResend={() => void sendCode(identifier, 'Email/mobile required')}
            onChangeIdentifier={changeIdentifier}
          />
        </>
      )}
      <SubmitButton
        busy={busy}
        label={codeSent ? 'Verify & Login' : 'Send OTP'}
        busyLabel={codeSent ? 'Verifying...' : 'Sending...'}
      />
      <p className="rt-auth__aside">
        <button type="button" className="rt-auth__link" onClick={onPasswordLogin}>
          Login with password instead
        </button>
      </p>
    </form>
  );
}
