import { preload } from 'swr';
import { eventBus } from '../events/eventBus';
import type { QueryKey } from './queryCache';

const pagesAsked = new Set<string>();

/**
 * The customer is likely to open the page at `path` next (a showtime hovered, focused or touched; a seat chosen):
 * asks the shell to fetch that page's code now, while the customer still reads, once per visit.
 */
export function prefetchPage(path: string): void {
  if (pagesAsked.has(path)) return;
  pagesAsked.add(path);
  eventBus.emit({ type: 'page:prefetch', path });
}

/**
 * Starts fetching `key` now: the next screen asking for the same key through `useApiQuery` is answered by this
 * request instead of making its own (one request per key until it is used). A failure is left to that screen.
 */
export function prefetchQuery<T>(key: QueryKey, fetcher: () => Promise<T>): void {
  preload(key, fetcher).catch(() => undefined);
}
