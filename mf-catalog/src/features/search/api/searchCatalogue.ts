import type { ApiAnswer } from '@reeltime/contract';
import { useEffect, useState } from 'react';
import { apiClient, toApiError, useApiQuery, useCity } from '@reeltime/shared-lib';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_LIMIT = 1000;

/** What one search found: films, cinemas, and when no film matched the closest titles (`GET /search`). */
export type SearchResults = ApiAnswer<'/search'>;
/** A cinema a search found; its page is `/cinemas/{id}`. */
export type CinemaMatch = SearchResults['cinemas'][number];

let inFlight: AbortController | null = null;

/** Aborts the search request in flight, if any: its answer is for text no longer in the box. */
function abortSearch(): void {
  inFlight?.abort();
  inFlight = null;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * `GET /search?q=&city=&limit=1000`: films and cinemas, the chosen city's first. One search at a time: a newer one
 * aborts the request of the earlier.
 */
export async function searchCatalogue(query: string, city: string | null): Promise<SearchResults> {
  abortSearch();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const { data } = await apiClient.get<Partial<SearchResults> | null>('/search', {
      params: { q: query, limit: SEARCH_LIMIT, ...(city ? { city } : {}) },
      signal: controller.signal,
    });
    return { movies: listOf(data?.movies), cinemas: listOf(data?.cinemas), suggestions: listOf(data?.suggestions) };
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

export type SearchState =
  { status: 'idle' } | { status: 'loading' } | ({ status: 'done' } & SearchResults) | { status: 'error' };

/** The text once typing has paused for 500 ms (at once when emptied, or when `now` is asked for). */
function useDebouncedQuery(text: string) {
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
  return { query: trimmed ? query : '', now: setQuery };
}

/**
 * Search as you type: asks 500 ms after the last keystroke, and a keystroke aborts the search in flight; answers
 * are cached per text and city. An empty box resets at once; a picked suggestion is searched at once.
 */
export function useCatalogueSearch() {
  const [text, setText] = useState('');
  const city = useCity();
  const { query, now } = useDebouncedQuery(text);
  const { data, error, isValidating, mutate } = useApiQuery(
    query ? `/search?q=${encodeURIComponent(query)}&city=${encodeURIComponent(city ?? '')}` : null,
    () => searchCatalogue(query, city),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );

  let state: SearchState;
  if (!text.trim()) state = { status: 'idle' };
  else if (query !== text.trim() || isValidating) state = { status: 'loading' };
  else if (data) state = { status: 'done', ...data };
  else if (error !== undefined && !toApiError(error).cancelled) state = { status: 'error' };
  else state = { status: 'loading' };

  const change = (next: string) => {
    if (next.trim() !== text.trim()) abortSearch();
    setText(next);
  };
  return {
    text,
    state,
    setText: change,
    /** Puts `title` in the box and searches it without waiting. */
    searchNow(title: string) {
      change(title);
      now(title.trim());
    },
    retry() {
      void mutate();
    },
  };
}
