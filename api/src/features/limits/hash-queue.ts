import { ApiError } from '../../http/errors.js';

export interface HashQueueOptions {
  /** scrypt computations running at once. */
  concurrency: number;
  /** Computations waiting for a slot; beyond that requests get 503 at once instead of queueing for seconds. */
  maxWaiting: number;
  /** Computations running or waiting for one client address (0: no limit); beyond that 429. */
  perClient: number;
}

export const BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
export const TOO_MANY_AT_ONCE =
  'Too many sign-in attempts at once from your network. Please try again in a few seconds.';

/**
 * Password hashing is deliberately slow (scrypt), so a flood of logins could otherwise keep the thread
 * pool busy and make real logins wait for seconds. Work runs here, a few at a time, with a short
 * bounded queue and a cap per client address: a flood is refused quickly and a real login waits
 * behind at most a handful of others.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perClient = new Map<string, number>();

  constructor(private readonly options: HashQueueOptions) {}

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    const mine = this.perClient.get(client) ?? 0;
    if (this.options.perClient > 0 && mine >= this.options.perClient) {
      throw new ApiError(429, TOO_MANY_AT_ONCE, { retryAfterSeconds: 2 });
    }
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting) {
      throw new ApiError(503, BUSY_MESSAGE, { retryAfterSeconds: 2 });
    }
    this.perClient.set(client, mine + 1);
    try {
      if (this.running >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running += 1;
      try {
        return await work();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    }
  }
}
