import { MovieGridSkeleton, QueryStates, useCity } from '@reeltime/shared-lib';
import { useBrowse } from '../../browse/api/getBrowse';
import { BrowseSections } from '../../browse/components/BrowseSections';
import { FilterBar } from '../../browse/components/FilterBar';
import { useUrlFilters } from '../../browse/hooks/useUrlFilters';
import { hasFilters } from '../../browse/utils/browseFilters';
import './movies.css';

/** Cards shown while the list loads: about two screens of posters at any width. */
const SKELETON_CARDS = 12;

/**
 * All Movies in the chosen city: filters (language, genre, format; in the URL) with counts, then the films now
 * showing there (newest release first) apart from those coming soon; loading, error and empty states.
 */
export function AllMoviesPage() {
  const city = useCity();
  const { filters, toggle, clear } = useUrlFilters();
  const { view, loading, error, reload } = useBrowse(city, filters);
  const films = view ? view.nowShowing.length + view.comingSoon.length : 0;

  const body = (
    <QueryStates
      loading={!error && (loading || !view)}
      skeleton={<MovieGridSkeleton count={SKELETON_CARDS} label="Loading movies..." />}
      error={error ? { title: 'Could not load movies', message: error, onRetry: reload } : null}
      empty={
        films === 0 &&
        (hasFilters(filters)
          ? {
              title: 'No films match these filters',
              message: `Nothing${city ? ` in ${city}` : ''} matches every filter you chose. Clear them to see every film.`,
              actionLabel: 'Clear filters',
              onAction: clear,
            }
          : {
              title: 'No Movies Available',
              message: 'There are no movies to show right now. Please check back soon.',
              actionLabel: 'Refresh',
              onAction: reload,
            })
      }
    >
      {() => view && <BrowseSections city={view.city} nowShowing={view.nowShowing} comingSoon={view.comingSoon} />}
    </QueryStates>
  );

  return (
    <section aria-labelledby="all-movies-title" className="rt-movies">
      <div className="rt-movies__head">
        <h1 id="all-movies-title" className="rt-movies__title">
          All Movies
        </h1>
        {view && films > 0 && (
          <p className="rt-movies__count">
            {films} {films === 1 ? 'movie' : 'movies'}
          </p>
        )}
      </div>
      <FilterBar
        filters={filters}
        facets={
          view ? { language: view.facets.languages, genre: view.facets.genres, format: view.facets.formats } : null
        }
        onToggle={toggle}
      />
      {body}
    </section>
  );
}
