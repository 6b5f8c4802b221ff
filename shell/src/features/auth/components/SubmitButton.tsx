import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1.25 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
