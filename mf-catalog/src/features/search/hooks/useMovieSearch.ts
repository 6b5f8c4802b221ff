import { useEffect, useMemo, useState } from 'react';
import { Observable, Subject, concat, of, switchMap, timer, toApiError, type Movie } from '@reeltime/shared-lib';
import { searchMovies } from '../../movies/api/moviesApi';

export const SEARCH_DEBOUNCE_MS = 500;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; movies: Movie[] }
  | { status: 'error' };

const IDLE: SearchState = { status: 'idle' };
const LOADING: SearchState = { status: 'loading' };

/** One search request; unsubscribing aborts it. */
function search$(query: string): Observable<SearchState> {
  return new Observable<SearchState>((subscriber) => {
    const controller = new AbortController();
    searchMovies(query, controller.signal).then(
      (movies) => {
        subscriber.next({ status: 'done', movies });
        subscriber.complete();
      },
      (error: unknown) => {
        if (toApiError(error).cancelled) return;
        subscriber.next({ status: 'error' });
        subscriber.complete();
      },
    );
    return () => controller.abort();
  });
}

interface SearchRequest {
  text: string;
  immediate: boolean;
}

/**
 * Search as you type: waits 500 ms after the last keystroke, and each new keystroke cancels
 * the pending wait and aborts the request in flight (switchMap). An empty box resets at once.
 */
export function useMovieSearch() {
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>(IDLE);
  const requests = useMemo(() => new Subject<SearchRequest>(), []);

  useEffect(() => {
    const subscription = requests
      .pipe(
        switchMap(({ text: raw, immediate }) => {
          const query = raw.trim();
          if (!query) return of(IDLE);
          const request = search$(query);
          return concat(of(LOADING), immediate ? request : timer(SEARCH_DEBOUNCE_MS).pipe(switchMap(() => request)));
        }),
      )
      .subscribe(setState);
    return () => subscription.unsubscribe();
  }, [requests]);

  return {
    text,
    state,
    setText(next: string) {
      setText(next);
      requests.next({ text: next, immediate: false });
    },
    retry() {
      requests.next({ text, immediate: true });
    },
  };
}
