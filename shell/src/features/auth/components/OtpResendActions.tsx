import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
  onChangeIdentifier: () => void;
}

/** Step 2 of the code flows: "Change Email/Phone" and the 30 s resend countdown. */
export function OtpResendActions({ secondsLeft, busy, onResend, onChangeIdentifier }: Props) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" color="inherit" onClick={onChangeIdentifier}>
        Change Email/Phone
      </Button>
      <Button size="small" onClick={onResend} disabled={busy || secondsLeft > 0} aria-live="polite">
        {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend OTP'}
      </Button>
    </Stack>
  );
}
