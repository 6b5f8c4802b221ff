import { useState, type FormEvent } from 'react';
import { toast, useApiMutation, useTouchedValidation } from '@reeltime/shared-lib';
import { validatePassword, validateRequired } from '../utils/fieldRules';
import { resetPassword } from '../api/resetPassword';
import { sendResetOtp } from '../api/sendResetOtp';
import { useCodeStep } from '../hooks/useCodeStep';
import { AuthField } from './AuthField';
import { OtpField } from './OtpField';
import { OtpResendActions } from './OtpResendActions';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const RULES = {
  identifier: (value: string) => validateRequired(value, 'Email/phone required'),
  otp: (value: string) => validateRequired(value, 'Enter otp'),
  newPassword: (value: string) => validateRequired(value, 'Enter new password') ?? validatePassword(value),
};

const NOT_REGISTERED = ['user not found', 'email not found', 'phone not found', 'not registered'];

function sendCodeError(message: string): string {
  const lower = message.toLowerCase();
  if (NOT_REGISTERED.some((phrase) => lower.includes(phrase))) return 'This email/phone is not registered.';
  return message || 'Failed to send OTP. Please try again.';
}

/** Reset password: send a code, then set a new password with it. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState({ identifier: '', otp: '', newPassword: '' });
  const { codeSent, sending, secondsLeft, sendCode, backToIdentifier } = useCodeStep({
    send: sendResetOtp,
    sendFailure: sendCodeError,
  });
  const { bind, reset } = useTouchedValidation(values, RULES);
  const { run: setNewPassword, busy: resetting } = useApiMutation(resetPassword, {
    onSuccess: () => onDone(),
    success: 'Password reset successful!',
    error: 'Failed to reset password. Try again',
  });
  const busy = sending || resetting;

  const submitNewPassword = async () => {
    const { identifier, otp, newPassword } = values;
    if (!identifier.trim() || !otp.trim() || !newPassword) {
      toast.error('Please fill all fields');
      return;
    }
    const passwordError = validatePassword(newPassword);
    if (passwordError) {
      toast.error(passwordError);
      return;
    }
    await setNewPassword(identifier, otp.trim(), newPassword);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (codeSent ? submitNewPassword() : sendCode(values.identifier, 'Please enter your email/mobile'));
  };

  const changeIdentifier = () => {
    setValues((v) => ({ ...v, otp: '', newPassword: '' }));
    reset();
    backToIdentifier();
  };

  return (
    <form className="rt-auth__form" noValidate onSubmit={submit} aria-label="Reset password">
      <p className="rt-auth__hint">
        Enter the email or mobile number of your account and we&apos;ll send you a code to set a new password.
      </p>
      <AuthField
        label="Email or Mobile Number"
        autoComplete="username"
        autoFocus={!codeSent}
        readOnly={codeSent}
        value={values.identifier}
        onChange={(text) => setValues((v) => ({ ...v, identifier: text }))}
        {...bind('identifier')}
      />
      {codeSent && (
        <>
          <p className="rt-auth__note" role="status">
            Enter the code we sent to {values.identifier.trim()} and choose a new password.
          </p>
          <OtpField
            autoFocus
            value={values.otp}
            onChange={(code) => setValues((v) => ({ ...v, otp: code }))}
            {...bind('otp')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(text) => setValues((v) => ({ ...v, newPassword: text }))}
            {...bind('newPassword')}
          />
          <OtpResendActions
            secondsLeft={secondsLeft}
            busy={busy}
            onResend={() => void sendCode(values.identifier, 'Email/mobile required')}
            onChangeIdentifier={changeIdentifier}
          />
        </>
      )}
      <SubmitButton
        busy={busy}
        label={codeSent ? 'Reset Password' : 'Send OTP'}
        busyLabel={codeSent ? 'Resetting...' : 'Sending...'}
      />
      <p className="rt-auth__aside">
        Remembered it?{' '}
        <button type="button" className="rt-auth__link" onClick={onDone}>
          Back to Login
        </button>
      </p>
    </form>
  );
}
