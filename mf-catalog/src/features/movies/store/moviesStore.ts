import { createStore, eventBus, type Movie } from '@reeltime/shared-lib';
import { fetchAllMovies } from '../api/moviesApi';
import { moviesFetchErrorMessage } from '../api/movieErrorMessages';
import { sortByReleaseDate } from '../utils/releaseOrder';

/** SPEC §3 "Movies state": fetched once, shared by All Movies, Home and the detail page. */
export interface MoviesState {
  allmoviesData: Movie[];
  loading: boolean;
  error: string | null;
  hasFetched: boolean;
}

const initialState: MoviesState = { allmoviesData: [], loading: false, error: null, hasFetched: false };

export const moviesStore = createStore<MoviesState>(initialState);

let inFlight: Promise<void> | null = null;
// Bumped on reset, so an answer to a request made before the reset is ignored.
let generation = 0;

/** Fetches `GET /movies` unless already fetched (or `force`); concurrent callers share one request. */
export function loadMovies({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (inFlight) return inFlight;
  if (moviesStore.get().hasFetched && !force) return Promise.resolve();
  const requestGeneration = generation;
  moviesStore.set({ loading: true, error: null });
  inFlight = fetchAllMovies()
    .then((movies) => {
      if (requestGeneration !== generation) return;
      moviesStore.set({ allmoviesData: sortByReleaseDate(movies), loading: false, hasFetched: true });
    })
    .catch((error: unknown) => {
      if (requestGeneration !== generation) return;
      moviesStore.set({ loading: false, hasFetched: true, error: moviesFetchErrorMessage(error) });
    })
    .finally(() => {
      if (requestGeneration === generation) inFlight = null;
    });
  return inFlight;
}

export function resetMoviesStore(): void {
  generation += 1;
  inFlight = null;
  moviesStore.set(initialState);
}

// SPEC §4: clearing the token empties the movies and resets their fetched flag.
eventBus.on('auth:logged-out').subscribe(resetMoviesStore);
