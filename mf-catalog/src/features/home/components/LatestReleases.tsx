import { Icon, Link, MovieGrid, MovieGridSkeleton, QueryStates } from '@reeltime/shared-lib';
import type { BrowseState } from '../../browse/api/getBrowse';
import { latestReleases } from '../../movies/utils/releaseOrder';
import './home.css';
import { prefetchMoviePage } from '../../movies/utils/prefetchMoviePage';

const LATEST_COUNT = 5;

/** The five newest films now showing (in the chosen city), by release date, with a link to the full list. */
export function LatestReleases({ browse, title = 'Latest Releases' }: { browse: BrowseState; title?: string }) {
  const { view, loading, error, reload } = browse;
  const latest = latestReleases(view?.nowShowing ?? [], LATEST_COUNT);

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
      <QueryStates
        loading={!error && (loading || !view)}
        skeleton={<MovieGridSkeleton count={LATEST_COUNT} label="Loading latest releases..." />}
        error={error ? { title: 'Could not load movies', message: error, onRetry: reload } : null}
      >
        {() =>
          latest.length === 0 ? (
            // A line, not a panel: the section sits among others on Home, and Coming Soon follows it.
            <p className="rt-text-secondary">
              {view?.city
                ? `No films are showing in ${view.city} yet: see what is coming soon.`
                : 'New releases will appear here soon.'}
            </p>
          ) : (
            <MovieGrid movies={latest} label={title} onOpen={prefetchMoviePage} />
          )
        }
      </QueryStates>
    </section>
  );
}
