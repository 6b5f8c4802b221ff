import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** The shortest stretch of time a reading covers: shorter ones say more about the last callback than the load. */
const MIN_WINDOW_MS = 250;

/**
 * Whether this process's event loop has lately been busy for more than `threshold` of the time (its event-loop
 * utilization, the share of time it was running callbacks rather than waiting for I/O). Background work asks it
 * before each piece, so that it waits while customers' requests keep the process busy. Each reading covers the time
 * since the previous one (at least a quarter of a second; a reading asked sooner repeats the last).
 */
export function eventLoopLoad(threshold: number): { busy(): boolean } {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let utilization = 0;
  return {
    busy() {
      const now = performance.eventLoopUtilization();
      const window = performance.eventLoopUtilization(now, since);
      if (window.idle + window.active >= MIN_WINDOW_MS) {
        utilization = window.utilization;
        since = now;
      }
      return utilization > threshold;
    },
  };
}
