import { roundTripDepths } from './criticalPath.js';
import type { RecordedRequest } from './networkRecorder.js';

/**
 * How many sequential requests deep the page's deepest script sits below the HTML: a script the
 * HTML names or preloads is 1, a script that one asks for is 2, and so on (the HTML itself is not
 * counted). 0 when the page requested no script.
 */
export function deepestScriptChain(requests: RecordedRequest[], htmlUrls: Set<string>): number {
  const depths = roundTripDepths(requests, htmlUrls);
  let deepest = 0;
  for (const [request, node] of depths) if (request.type === 'Script') deepest = Math.max(deepest, node.depth - 1);
  return deepest;
}
