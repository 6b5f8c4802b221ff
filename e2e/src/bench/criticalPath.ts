import type { Initiator, RecordedRequest } from './networkRecorder.js';

export interface CriticalPath {
  /** Sequential round-trips from the HTML (round-trip 1) to the target request, that request included. */
  depth: number;
  /** The chain that sets the depth, HTML first. */
  chain: RecordedRequest[];
}

interface Node {
  depth: number;
  parent: RecordedRequest | null;
}

/** URLs of the scripts on an initiator's call stack, innermost first (async parents included). */
function stackUrls(initiator: Initiator): string[] {
  const urls: string[] = [];
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

/** URLs the HTML names itself (script src, link href, img src…), absolute. */
export function urlsInHtml(html: string, documentUrl: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)) {
    try {
      urls.add(new URL((match[1] ?? match[2] ?? match[3])!.replace(/&amp;/g, '&'), documentUrl).href);
    } catch {
      // not a URL
    }
  }
  return urls;
}

/**
 * Round-trip depth of every request, from the DevTools initiator chain:
 * - the HTML is round-trip 1; what the HTML names (scripts, preloads) is requested once it arrives;
 * - any other request was decided by the page's code: its parent is the request that loaded the
 *   script on its initiator call stack, and it also waits for every code-made fetch, XHR or chunk
 *   that finished before it was sent (the code awaited config, manifest or data before asking;
 *   an image React renders after the data arrives is one of these, whatever its initiator type);
 * - a request answered from the preload/memory cache costs no round-trip of its own: it is ready
 *   when the request it reuses is.
 */
export function roundTripDepths(
  requests: RecordedRequest[],
  htmlUrls: Set<string> = new Set(),
): Map<RecordedRequest, Node> {
  const document = requests[0];
  const isCodeMade = (request: RecordedRequest) => request !== document && !htmlUrls.has(request.url);
  const isScriptDecision = (request: RecordedRequest) =>
    isCodeMade(request) && ['Fetch', 'XHR', 'Script'].includes(request.type);
  const nodes = new Map<RecordedRequest, Node>();
  const latestByUrl = new Map<string, RecordedRequest>();

  for (const request of requests) {
    const candidates: RecordedRequest[] = [];
    const initiatorUrls = request.initiator.url
      ? [request.initiator.url, ...stackUrls(request.initiator)]
      : stackUrls(request.initiator);
    const initiatorRequest = initiatorUrls.map((url) => latestByUrl.get(url)).find(Boolean);
    if (initiatorRequest) candidates.push(initiatorRequest);
    else if (nodes.size > 0) candidates.push(requests[0]!);
    if (isCodeMade(request)) {
      for (const earlier of nodes.keys()) {
        if (isScriptDecision(earlier) && earlier.finishedAt !== null && earlier.finishedAt <= request.sentAt)
          candidates.push(earlier);
      }
    }
    let parent: RecordedRequest | null = null;
    let parentDepth = 0;
    for (const candidate of candidates) {
      const depth = nodes.get(candidate)?.depth ?? 0;
      if (depth > parentDepth) {
        parentDepth = depth;
        parent = candidate;
      }
    }
    const reused = request.fromCache ? latestByUrl.get(request.url) : undefined;
    if (reused && nodes.has(reused)) {
      const reusedDepth = nodes.get(reused)!.depth;
      nodes.set(
        request,
        reusedDepth >= parentDepth
          ? { depth: reusedDepth, parent: nodes.get(reused)!.parent }
          : { depth: parentDepth, parent },
      );
    } else {
      nodes.set(request, { depth: parentDepth + 1, parent });
      latestByUrl.set(request.url, request);
    }
  }
  return nodes;
}

/** The critical path to the first request matching `target`, or null when there is none. */
export function criticalPathTo(
  requests: RecordedRequest[],
  htmlUrls: Set<string>,
  target: (request: RecordedRequest) => boolean,
): CriticalPath | null {
  const nodes = roundTripDepths(requests, htmlUrls);
  const found = requests.find(target);
  if (!found) return null;
  const chain: RecordedRequest[] = [];
  for (let current: RecordedRequest | null = found; current; current = nodes.get(current)?.parent ?? null)
    chain.unshift(current);
  return { depth: nodes.get(found)!.depth, chain };
}
