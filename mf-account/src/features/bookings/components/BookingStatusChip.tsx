import Chip from '@mui/material/Chip';

const COLORS = { CONFIRMED: 'success', CANCELLED: 'error', PENDING: 'warning' } as const;

function label(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}

/**
 * Confirmed green, cancelled red, pending yellow, anything else blue; no status reads "Confirmed". A confirmed ticket
 * already used at the door reads "Admitted". The colour's meaning is exposed as `data-tone` (success, error, warning,
 * info) for whatever reads the page without seeing it.
 */
export function BookingStatusChip({
  status,
  admitted = false,
}: {
  status: string | null | undefined;
  admitted?: boolean;
}) {
  if (admitted && (!status || status.toUpperCase() === 'CONFIRMED')) {
    return <Chip size="small" color="info" data-tone="info" label="Admitted" sx={{ fontWeight: 700 }} />;
  }
  const key = (status ?? '').toUpperCase();
  const color = status ? (COLORS[key as keyof typeof COLORS] ?? 'info') : 'success';
  return (
    <Chip
      size="small"
      color={color}
      data-tone={color}
      label={status ? label(status) : 'Confirmed'}
      sx={{ fontWeight: 700 }}
    />
  );
}
