/** Minutes to `2h 15m`, `2h`, `45m`; '' when unknown. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes == null || !Number.isFinite(minutes)) return '';
  // Round first, so 119.7 reads `2h`, not `1h 60m`.
  const total = Math.round(minutes);
  if (total <= 0) return '';
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
