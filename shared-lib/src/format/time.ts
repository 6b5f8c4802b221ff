/** `HH:mm` (24-hour) to `h:mm AM/PM`: `13:05` → `1:05 PM`, `12:00` → `12:00 PM`, `00:30` → `12:30 AM`. */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}
