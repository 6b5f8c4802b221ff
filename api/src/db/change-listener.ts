import type { NotificationListener } from './database.js';

export interface ChangeListenerOptions {
  /** Opens one LISTEN session (a connection of its own) on every channel wanted. */
  open(onNotification: (channel: string, payload: string) => void): Promise<NotificationListener>;
  onNotification(channel: string, payload: string): void;
  /** A session is open: notifications sent before it (while none was) were not heard. */
  onListening?(): void;
  /** The session was lost: notifications sent until it is back are missed. */
  onLost(error: Error): void;
  /** A session could not be opened; another attempt follows. */
  onRetry(error: unknown, delayMs: number): void;
  /** How often an open session is checked with a query, and how long that may take. */
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
  /** Backoff between attempts to (re)open: first delay, doubled up to the maximum. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * One LISTEN connection per process, opened when first needed and reopened with backoff whenever it is lost
 * (PostgreSQL restarted, the backend terminated, the network cut — the last one found by a periodic ping).
 */
export class ChangeListener {
  private up = false;
  private running: Promise<void> | undefined;
  private readonly stop = new AbortController();
  private readonly waiters = new Set<() => void>();

  constructor(private readonly options: ChangeListenerOptions) {}

  get listening(): boolean {
    return this.up;
  }

  /** Starts listening if not yet; true once listening, false if that did not happen within waitMs. */
  async ready(waitMs: number): Promise<boolean> {
    if (this.up) return true;
    if (this.stop.signal.aborted) return false;
    this.running ??= this.run();
    return new Promise<boolean>((resolve) => {
      const done = (result: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(onUp);
        resolve(result);
      };
      const onUp = () => done(true);
      const timer = setTimeout(() => done(this.up), waitMs);
      this.waiters.add(onUp);
    });
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    const { signal } = this.stop;
    const first = this.options.firstRetryMs ?? 250;
    let retryMs = first;
    while (!signal.aborted) {
      let session: NotificationListener;
      try {
        session = await this.options.open((channel, payload) => this.options.onNotification(channel, payload));
      } catch (error) {
        if (signal.aborted) return;
        this.options.onRetry(error, retryMs);
        await delay(retryMs, signal);
        retryMs = Math.min(retryMs * 2, this.options.maxRetryMs ?? 10_000);
        continue;
      }
      if (signal.aborted) {
        await session.close();
        return;
      }
      retryMs = first;
      this.up = true;
      this.options.onListening?.();
      for (const waiter of [...this.waiters]) waiter();
      const closed = new Promise<Error>((resolve) =>
        signal.addEventListener('abort', () => resolve(new Error('closed')), { once: true }),
      );
      const lost = await Promise.race([session.lost, this.pingUntilFailure(session, signal), closed]);
      this.up = false;
      await session.close();
      if (signal.aborted) return;
      this.options.onLost(lost);
    }
  }

  /** Resolves with the error of the first ping that fails or does not answer in time; never if the session ends otherwise. */
  private async pingUntilFailure(session: NotificationListener, signal: AbortSignal): Promise<Error> {
    const interval = this.options.pingIntervalMs ?? 10_000;
    const timeout = this.options.pingTimeoutMs ?? 5_000;
    let ended = false;
    void session.lost.then(() => {
      ended = true;
    });
    for (;;) {
      await delay(interval, signal);
      if (signal.aborted || ended) return new Promise<Error>(() => {});
      let timer: NodeJS.Timeout | undefined;
      const failure = await Promise.race([
        session.ping().then(
          () => null,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
        new Promise<Error>((resolve) => {
          timer = setTimeout(
            () => resolve(new Error(`the LISTEN connection did not answer within ${timeout} ms`)),
            timeout,
          );
        }),
      ]);
      clearTimeout(timer);
      if (failure && !signal.aborted) return failure;
    }
  }
}
