import type { CDPSession, Page } from 'playwright-core';

/** One network request of a page load, as the DevTools protocol reports it. */
export interface RecordedRequest {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Image, Fetch, XHR, Font, Preflight, Other… */
  type: string;
  initiator: Initiator;
  sentAt: number;
  finishedAt: number | null;
  /** Bytes on the wire, headers included (`Network.loadingFinished.encodedDataLength`). */
  encodedBytes: number;
  status: number | null;
  /** Answered without a network round-trip (memory/disk/preload cache). */
  fromCache: boolean;
  failed: boolean;
  /** The protocol it was answered over (`h2`, `http/1.1`), once answered. */
  protocol: string | null;
  /** Seconds to add to `sentAt`/`finishedAt` (DevTools' monotonic clock) for the wall-clock time, as `Date.now()` / 1000. */
  wallOffset: number;
}

export interface Initiator {
  type: string;
  url?: string;
  stack?: CallStack;
}

interface CallStack {
  callFrames: { url: string }[];
  parent?: CallStack;
}

interface RequestWillBeSent {
  requestId: string;
  request: { url: string; method: string };
  type?: string;
  initiator: Initiator;
  timestamp: number;
  wallTime: number;
  redirectResponse?: unknown;
}

/**
 * Records every request of a page through the DevTools protocol (the same counters the
 * Network panel shows). Call `requests()` once the page has settled.
 */
export class NetworkRecorder {
  private readonly byId = new Map<string, RecordedRequest>();
  private readonly order: RecordedRequest[] = [];

  private constructor(readonly session: CDPSession) {}

  static async attach(page: Page): Promise<NetworkRecorder> {
    const session = await page.context().newCDPSession(page);
    const recorder = new NetworkRecorder(session);
    session.on('Network.requestWillBeSent', (event: RequestWillBeSent) => recorder.onSent(event));
    session.on(
      'Network.responseReceived',
      (event: {
        requestId: string;
        type: string;
        response: { status: number; fromDiskCache?: boolean; fromPrefetchCache?: boolean; protocol?: string };
      }) => {
        const request = recorder.byId.get(event.requestId);
        if (!request) return;
        request.type = event.type || request.type;
        request.status = event.response.status;
        request.protocol = event.response.protocol ?? null;
        if (event.response.fromDiskCache || event.response.fromPrefetchCache) request.fromCache = true;
      },
    );
    session.on('Network.requestServedFromCache', (event: { requestId: string }) => {
      const request = recorder.byId.get(event.requestId);
      if (request) request.fromCache = true;
    });
    session.on(
      'Network.loadingFinished',
      (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
        const request = recorder.byId.get(event.requestId);
        if (!request) return;
        request.finishedAt = event.timestamp;
        request.encodedBytes = event.encodedDataLength;
      },
    );
    session.on('Network.loadingFailed', (event: { requestId: string; timestamp: number }) => {
      const request = recorder.byId.get(event.requestId);
      if (!request) return;
      request.finishedAt = event.timestamp;
      request.failed = true;
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
    return recorder;
  }

  private onSent(event: RequestWillBeSent): void {
    if (event.request.url.startsWith('data:')) return;
    const existing = this.byId.get(event.requestId);
    if (existing && event.redirectResponse) {
      // A redirect keeps the request id: count the hop as its own round-trip.
      existing.finishedAt = event.timestamp;
      this.byId.delete(event.requestId);
    }
    const request: RecordedRequest = {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiator: event.initiator,
      sentAt: event.timestamp,
      finishedAt: null,
      encodedBytes: 0,
      status: null,
      fromCache: false,
      failed: false,
      protocol: null,
      wallOffset: event.wallTime - event.timestamp,
    };
    this.byId.set(event.requestId, request);
    this.order.push(request);
  }

  /** Requests in the order they were sent. */
  requests(): RecordedRequest[] {
    return [...this.order];
  }

  async bodyOf(request: RecordedRequest): Promise<string | null> {
    try {
      const { body, base64Encoded } = (await this.session.send('Network.getResponseBody', {
        requestId: request.id,
      })) as { body: string; base64Encoded: boolean };
      return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    } catch {
      return null;
    }
  }
}
