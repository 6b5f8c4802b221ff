import './bookingStatusChip.css';

const TONES = { CONFIRMED: 'success', CANCELLED: 'error', PENDING: 'warning' } as const;

function label(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}

function Chip({ tone, label }: { tone: 'success' | 'error' | 'warning' | 'info'; label: string }) {
  return (
    <span className={`rt-ac-status rt-ac-status--${tone}`} data-tone={tone}>
      {label}
    </span>
  );
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
  if (admitted && (!status || status.toUpperCase() === 'CONFIRMED')) return <Chip tone="info" label="Admitted" />;
  const key = (status ?? '').toUpperCase();
  const tone = status ? (TONES[key as keyof typeof TONES] ?? 'info') : 'success';
  return <Chip tone={tone} label={status ? label(status) : 'Confirmed'} />;
}
