interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: Props) {
  return (
    <button type="submit" className="rt-btn rt-btn--contained rt-btn--lg rt-btn--block rt-auth__submit" disabled={busy}>
      {busy && <span className="rt-spinner rt-spinner--sm" aria-hidden />}
      {busy ? busyLabel : label}
    </button>
  );
}
