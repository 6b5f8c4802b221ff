import { ApiError } from '../../http/errors.js';
import type { SeatEventLimits } from '../../config.js';

/**
 * Counts open streams per client address and per process, so one client cannot exhaust the process's
 * sockets and memory. A stream counts from its admission until `release` (once it has ended).
 */
export class StreamAdmission {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<SeatEventLimits, 'maxPerAddress' | 'maxConnections'>) {}

  /** Admits one more stream from this address, or throws 429 (this address) / 503 (this process). */
  admit(address: string): () => void {
    const { maxPerAddress, maxConnections } = this.limits;
    const open = this.perAddress.get(address) ?? 0;
    if (maxPerAddress > 0 && open >= maxPerAddress) {
      throw new ApiError(429, `Too many live seat maps are open from your network (at most ${maxPerAddress}). Please close some and try again.`, { retryAfterSeconds: 30 });
    }
    if (maxConnections > 0 && this.total >= maxConnections) {
      throw new ApiError(503, 'Live seat updates are busy right now. Please try again shortly.', { retryAfterSeconds: 5 });
    }
    this.perAddress.set(address, open + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
