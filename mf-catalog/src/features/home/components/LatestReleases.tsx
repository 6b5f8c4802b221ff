import { ErrorState, Icon, Link, MovieGrid, MovieGridSkeleton } from '@reeltime/shared-lib';
import { useMovies } from '../../movies/api/getMovies';
import { latestReleases } from '../../movies/utils/releaseOrder';
import './homeStyles';

const LATEST_COUNT = 5;

/** The five newest movies by release date, with a link to the full list. */
export function LatestReleases({ title = 'Latest Releases' }: { title?: string }) {
  const { allmoviesData, loading, error, hasFetched, reload } = useMovies();
  const latest = latestReleases(allmoviesData, LATEST_COUNT);

  return (
    <section aria-labelledby="latest-releases-title" className="rt-section">
      <div className="rt-section__head">
        <h2 id="latest-releases-title" className="rt-section__title">
          {title}
        </h2>
        <Link to="/movies" className="rt-btn">
          View All
          <Icon name="ArrowForward" />
        </Link>
      </div>
      {loading || !hasFetched ? (
        <MovieGridSkeleton count={LATEST_COUNT} label="Loading latest releases..." />
      ) : error ? (
        <ErrorState title="Could not load movies" message={error} actionLabel="Try Again" onAction={reload} />
      ) : latest.length === 0 ? (
        <p className="rt-text-secondary">New releases will appear here soon.</p>
      ) : (
        <MovieGrid movies={latest} label={title} />
      )}
    </section>
  );
}
