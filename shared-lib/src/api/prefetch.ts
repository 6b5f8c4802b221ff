import { preload } from 'swr';
import { eventBus } from '../events/eventBus';
import type { QueryKey } from './queryCache';

const pagesAsked = new Set<string>();

/**
 * The customer is likely to open the page at `path` next (a showtime hovered, focused or touched; a seat chosen):
 * asks the shell to fetch that page's code now, while the customer still reads, once per visit. `'idle'`: the page
 * is the current one's likely next step rather than something the customer reaches for, so the shell fetches it
 * once the current page is in use and the browser is idle.
 */
export function prefetchPage(path: string, when: 'now' | 'idle' = 'now'): void {
  const asked = `${when} ${path}`;
  if (pagesAsked.has(asked)) return;
  pagesAsked.add(asked);
  eventBus.emit(when === 'idle' ? { type: 'page:prefetch', path, when } : { type: 'page:prefetch', path });
}

/**
 * Starts fetching `key` now: the next screen asking for the same key through `useApiQuery` is answered by this
 * request instead of making its own (one request per key until it is used). A failure is left to that screen.
 */
export function prefetchQuery<T>(key: QueryKey, fetcher: () => Promise<T>): void {
  preload(key, fetcher).catch(() => undefined);
}
