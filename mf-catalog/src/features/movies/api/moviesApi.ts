import { apiClient, type Movie } from '@reeltime/shared-lib';

function asMovies(data: unknown): Movie[] {
  return Array.isArray(data) ? (data as Movie[]) : [];
}

/** `GET /movies`: every movie, newest release first. */
export async function fetchAllMovies(signal?: AbortSignal): Promise<Movie[]> {
  const { data } = await apiClient.get<unknown>('/movies', { signal });
  return asMovies(data);
}

/** `GET /movies/recent`: movies with shows still ahead, newest release first. */
export async function fetchRecentMovies(signal?: AbortSignal): Promise<Movie[]> {
  const { data } = await apiClient.get<unknown>('/movies/recent', { signal });
  return asMovies(data);
}

/** `GET /movies/{id}`: one movie with its upcoming slots. */
export async function fetchMovie(id: string | number, signal?: AbortSignal): Promise<Movie> {
  const { data } = await apiClient.get<Movie>(`/movies/${encodeURIComponent(String(id))}`, { signal });
  return data;
}

/** `GET /movies/search?query=&limit=1000`; cancellable through `signal`. */
export async function searchMovies(query: string, signal?: AbortSignal): Promise<Movie[]> {
  const { data } = await apiClient.get<unknown>('/movies/search', { params: { query, limit: 1000 }, signal });
  return asMovies(data);
}
