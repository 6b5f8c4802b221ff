import { useEffect, useState } from 'react';
import { apiClient, toApiError, useApiQuery, type Movie } from '@reeltime/shared-lib';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_LIMIT = 1000;

let inFlight: AbortController | null = null;

/** Aborts the search request in flight, if any: its answer is for text no longer in the box. */
function abortSearch(): void {
  inFlight?.abort();
  inFlight = null;
}

/** `GET /movies/search?query=&limit=1000`. One search at a time: a newer one aborts the request of the earlier. */
export async function searchMovies(query: string): Promise<Movie[]> {
  abortSearch();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const { data } = await apiClient.get<unknown>('/movies/search', {
      params: { query, limit: SEARCH_LIMIT },
      signal: controller.signal,
    });
    return Array.isArray(data) ? (data as Movie[]) : [];
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; movies: Movie[] }
  | { status: 'error' };

/** The text once typing has paused for 500 ms (at once when emptied). */
function useDebouncedQuery(text: string): string {
  const [query, setQuery] = useState('');
  const trimmed = text.trim();
  useEffect(() => {
    if (!trimmed) {
      setQuery('');
      return;
    }
    const timer = setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  return trimmed ? query : '';
}

/**
 * Search as you type: asks 500 ms after the last keystroke, and a keystroke aborts the
 * search in flight; answers are cached per query. An empty box resets at once.
 */
export function useMovieSearch() {
  const [text, setText] = useState('');
  const query = useDebouncedQuery(text);
  const { data, error, isValidating, mutate } = useApiQuery(
    query ? `/movies/search?query=${encodeURIComponent(query)}` : null,
    () => searchMovies(query),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );

  let state: SearchState;
  if (!text.trim()) state = { status: 'idle' };
  else if (query !== text.trim() || isValidating) state = { status: 'loading' };
  else if (data) state = { status: 'done', movies: data };
  else if (error !== undefined && !toApiError(error).cancelled) state = { status: 'error' };
  else state = { status: 'loading' };

  return {
    text,
    state,
    setText(next: string) {
      if (next.trim() !== text.trim()) abortSearch();
      setText(next);
    },
    retry() {
      void mutate();
    },
  };
}
