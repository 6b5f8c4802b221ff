import { ApiError } from '../../http/errors.js';
import type { SeatEventLimits } from '../../config.js';

interface AdmittedStream {
  /** Ends the stream with a reconnect hint (its place is already freed). */
  shed: () => void;
  openedAt: number;
  released: boolean;
}

/**
 * Counts open streams per client address and per process, so one client cannot exhaust the process's
 * sockets and memory. A stream counts from its admission until `release` (once it has ended).
 *
 * When the process is full, a newcomer is not refused while some address holds at least as many streams as
 * the newcomer's would then: the oldest stream of the address holding the most is shed (ended; the browser reconnects after
 * `retry` and refetches). An address below its cap can only ever take places from addresses that hold at
 * least as many as it then does, so a flood from many addresses sheds its own streams first and a new
 * visitor still gets a live map.
 */
export class StreamAdmission {
  /** Each address's open streams, oldest first. */
  private readonly perAddress = new Map<string, AdmittedStream[]>();
  private total = 0;
  private shedCount = 0;

  constructor(
    private readonly limits: Pick<SeatEventLimits, 'maxPerAddress' | 'maxConnections'>,
    private readonly now: () => number = Date.now,
  ) {}

  get open(): number {
    return this.total;
  }

  /** Streams ended so far to make room for newcomers. */
  get shed(): number {
    return this.shedCount;
  }

  /**
   * Admits one more stream from this address, or throws 429 (this address is at its cap) / 503 (the process
   * is full of streams of addresses holding fewer than this one would). `shed` ends the stream should it
   * later make room for another.
   */
  admit(address: string, shed: () => void): () => void {
    const { maxPerAddress, maxConnections } = this.limits;
    const streams = this.perAddress.get(address) ?? [];
    if (maxPerAddress > 0 && streams.length >= maxPerAddress) {
      throw new ApiError(
        429,
        `Too many live seat maps are open from your network (at most ${maxPerAddress}). Please close some and try again.`,
        { retryAfterSeconds: 30 },
      );
    }
    if (maxConnections > 0 && this.total >= maxConnections && !this.shedOne(streams.length + 1)) {
      throw new ApiError(503, 'Live seat updates are busy right now. Please try again shortly.', {
        retryAfterSeconds: 5,
      });
    }
    const stream: AdmittedStream = { shed, openedAt: this.now(), released: false };
    streams.push(stream);
    this.perAddress.set(address, streams);
    this.total++;
    return () => this.release(address, stream);
  }

  /** Ends the oldest stream of the address holding the most, if it holds at least `atLeast`. */
  private shedOne(atLeast: number): boolean {
    let victim: { address: string; stream: AdmittedStream; count: number } | undefined;
    for (const [address, streams] of this.perAddress) {
      const count = streams.length;
      if (
        count < atLeast ||
        (victim && (count < victim.count || (count === victim.count && streams[0].openedAt >= victim.stream.openedAt)))
      )
        continue;
      victim = { address, stream: streams[0], count };
    }
    if (!victim) return false;
    this.release(victim.address, victim.stream);
    this.shedCount++;
    victim.stream.shed();
    return true;
  }

  private release(address: string, stream: AdmittedStream): void {
    if (stream.released) return;
    stream.released = true;
    this.total--;
    const streams = this.perAddress.get(address) ?? [];
    const index = streams.indexOf(stream);
    if (index >= 0) streams.splice(index, 1);
    if (streams.length === 0) this.perAddress.delete(address);
  }
}
