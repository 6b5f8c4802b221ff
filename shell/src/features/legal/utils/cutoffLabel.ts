/** How late a booking may be cancelled: "Until the show starts", "2 hours before", "1 hour 30 minutes before". */
export function cutoffLabel(minutes: number): string {
  if (minutes <= 0) return 'Until the show starts';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  return `${[hours > 0 ? part(hours, 'hour') : '', rest > 0 ? part(rest, 'minute') : ''].filter(Boolean).join(' ')} before`;
}
