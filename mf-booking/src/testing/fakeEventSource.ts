type Listener = (event: Event) => void;

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open it, send it server
 * events and make it fail, and read which URLs were opened and closed.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server accepted the stream. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open', new Event('open'));
  }

  /** The server sent `event: <type>` with `data`. */
  send(type: string, data: unknown): void {
    this.dispatch(type, new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The connection dropped: the browser retries by itself, or (`gaveUp`, e.g. HTTP 404) closes for good. */
  fail({ gaveUp }: { gaveUp: boolean }): void {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatch('error', new Event('error'));
  }

  private dispatch(type: string, event: Event): void {
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** Installs the fake as the global EventSource for the current test file. */
  static install(): void {
    beforeEach(() => {
      FakeEventSource.instances = [];
      (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    });
    afterEach(() => {
      delete (globalThis as { EventSource?: unknown }).EventSource;
    });
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }
}
