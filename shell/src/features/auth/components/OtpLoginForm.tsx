import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setToken, toast, useApiMutation, useTouchedValidation } from '@reeltime/shared-lib';
import { validateRequired } from '../utils/fieldRules';
import { sendLoginOtp } from '../api/sendLoginOtp';
import { verifyLoginOtp } from '../api/verifyLoginOtp';
import { useCodeStep } from '../hooks/useCodeStep';
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
    <Box component="form" noValidate onSubmit={submit} aria-label="Login with OTP">
      <Stack spacing={1.25}>
        <Typography variant="body2" color="text.secondary">
          We&apos;ll send a one-time code to your email or mobile number.
        </Typography>
        <TextField
          label="Email or Mobile Number"
          autoComplete="username"
          autoFocus={!codeSent}
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          slotProps={{ htmlInput: { readOnly: codeSent } }}
          {...bind('identifier')}
        />
        {codeSent && (
          <>
            <Alert severity="info" variant="outlined">
              Enter the code we sent to {identifier.trim()}.
            </Alert>
            <TextField
              label="OTP"
              autoComplete="one-time-code"
              autoFocus
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
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
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          <Link component="button" type="button" variant="body2" onClick={onPasswordLogin} sx={{ fontWeight: 600 }}>
            Login with password instead
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
