import Chip from '@mui/material/Chip';

/** Confirmed (green) or cancelled (red), in words. */
export function StatusChip({ status, admitted }: { status: string; admitted?: boolean }) {
  if (status === 'CANCELLED') return <Chip size="small" label="Cancelled" color="error" />;
  if (admitted) return <Chip size="small" label="Admitted" color="primary" />;
  return <Chip size="small" label="Confirmed" color="success" />;
}
