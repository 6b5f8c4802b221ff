/**
 * The holds this process is making right now, by show and seat.
 *
 * In an on-sale thousands of customers pick among a few hundred seats within a second, all from the same seat map. A
 * try for a seat that another try here is already claiming waits for that try's outcome, then looks at the seat map
 * again: if the other try won, it is refused from the map like any seat visibly taken, without a query; if not, it
 * goes on. Without this, every one of those tries would queue for a database connection only to be refused there.
 *
 * The database stays the only judge of who gets a seat: tries made through other processes still meet there.
 */
export class HoldsUnderWay {
  /** Show → seat → settles when the try claiming that seat has its answer. */
  private readonly shows = new Map<number, Map<string, Promise<void>>>();

  /**
   * Runs `work` once no other try of this process is claiming any of `seats`. `check` runs first, and again after
   * every wait (it throws to refuse the try); `work` starts in the same turn as the last check passed.
   */
  async run<T>(showId: number, seats: string[], check: () => Promise<void>, work: () => Promise<T>): Promise<T> {
    for (;;) {
      await check();
      const busy = this.tries(showId, seats);
      if (busy.length === 0) break;
      await Promise.all(busy);
    }
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    let claiming = this.shows.get(showId);
    if (!claiming) this.shows.set(showId, (claiming = new Map()));
    for (const seat of seats) claiming.set(seat, settled);
    try {
      return await work();
    } finally {
      for (const seat of seats) claiming.delete(seat);
      if (claiming.size === 0) this.shows.delete(showId);
      settle();
    }
  }

  /** The distinct tries under way for any of the seats. */
  private tries(showId: number, seats: string[]): Promise<void>[] {
    const claiming = this.shows.get(showId);
    if (!claiming) return [];
    const tries = new Set<Promise<void>>();
    for (const seat of seats) {
      const underWay = claiming.get(seat);
      if (underWay) tries.add(underWay);
    }
    return [...tries];
  }
}
