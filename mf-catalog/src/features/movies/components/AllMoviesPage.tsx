import { EmptyState, ErrorState, MovieGrid, MovieGridSkeleton } from '@reeltime/shared-lib';
import { useMovies } from '../api/getMovies';
import './moviesStyles';

/** Cards shown while the list loads: about two screens of posters at any width. */
const SKELETON_CARDS = 12;

/** All Movies: every movie, newest release first, with loading, error and empty states. */
export function AllMoviesPage() {
  const { allmoviesData, loading, error, hasFetched, reload } = useMovies();

  const body = (() => {
    if (loading || !hasFetched) return <MovieGridSkeleton count={SKELETON_CARDS} label="Loading movies..." />;
    if (error) return <ErrorState title="Could not load movies" message={error} actionLabel="Try Again" onAction={reload} />;
    if (allmoviesData.length === 0) {
      return (
        <EmptyState
          title="No Movies Available"
          message="There are no movies to show right now. Please check back soon."
          actionLabel="Refresh"
          onAction={reload}
        />
      );
    }
    return <MovieGrid movies={allmoviesData} label="All movies" />;
  })();

  const count = hasFetched && !loading && !error && allmoviesData.length > 0 ? allmoviesData.length : null;
  return (
    <section aria-labelledby="all-movies-title" className="rt-movies">
      <div className="rt-movies__head">
        <h1 id="all-movies-title" className="rt-movies__title">
          All Movies
        </h1>
        {count !== null && (
          <p className="rt-movies__count">
            {count} {count === 1 ? 'movie' : 'movies'}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
