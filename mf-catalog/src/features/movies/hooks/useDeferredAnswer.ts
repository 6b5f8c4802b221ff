import { useDeferredValue } from 'react';

/** What a page's record hook answers, `loading` while it has nothing to show, with a retry. */
interface Answer {
  status: string;
  retry: () => void;
}

/**
 * The answer a record page draws (`latest`, its record hook's; `record`, the record it holds when ready): a new
 * record is drawn in a deferred render. React renders the page in short slices the browser can interrupt (a tap,
 * a paint) instead of one long task the moment the answer arrives; until it has, the page still answers `loading`,
 * so its skeleton (or, on a cold load, the HTML's first paint) stays. A record already cached when the page mounts
 * is drawn at once. The movie and cinema pages draw their data-heavy part this way.
 */
export function useDeferredAnswer<A extends Answer>(
  latest: A,
  record: object | undefined,
): A | { status: 'loading'; retry: () => void } {
  const drawn = useDeferredValue(record);
  return record !== undefined && drawn !== record ? { status: 'loading', retry: latest.retry } : latest;
}
