import { useEffect, useState } from 'react';
import './waitingRoom.css';

/** "2 min 05 s" style: hours, minutes and seconds as needed. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  return `${seconds} s`;
}

/** Counts down to the on-sale moment, once a second (not announced each second: the time is stated in words). */
export function QueueCountdown({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <p className="rt-bk-queue__countdown">{formatCountdown(Date.parse(until) - now)}</p>;
}
