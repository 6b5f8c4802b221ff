interface Props {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
  onChangeIdentifier: () => void;
}

/** Step 2 of the code flows: "Change Email/Phone" and the 30 s resend countdown. */
export function OtpResendActions({ secondsLeft, busy, onResend, onChangeIdentifier }: Props) {
  return (
    <div className="rt-auth__resend">
      <button type="button" className="rt-btn rt-btn--sm rt-btn--inherit" onClick={onChangeIdentifier}>
        Change Email/Phone
      </button>
      <button
        type="button"
        className="rt-btn rt-btn--sm"
        onClick={onResend}
        disabled={busy || secondsLeft > 0}
        aria-live="polite"
      >
        {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend OTP'}
      </button>
    </div>
  );
}
