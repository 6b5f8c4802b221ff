import type { ReactNode } from 'react';
import type { Movie } from '@reeltime/contract';
import { MovieCard, MovieCardSkeleton } from './MovieCard';
import './movieCard.css';

/** How many posters of a grid are fetched eagerly: the first rows a phone or a laptop shows. */
const PRIORITY_CARDS = 6;

/**
 * THE movie grid (Home, All Movies, search results, Favourites): 2 columns on phones, 3 from 640 px,
 * 4 from 900 px and 5 from 1200 px.
 */
export function MovieGrid({
  movies,
  label,
  action,
  onOpen,
}: {
  movies: readonly Movie[];
  label: string;
  /** Each card's action instead of Book Now. */
  action?: (movie: Movie) => ReactNode;
  /** The customer reaches for a film's page (see MovieCard's `onOpen`). */
  onOpen?: (movie: Movie) => void;
}) {
  return (
    <ul role="list" aria-label={label} className="rt-movie-grid">
      {movies.map((movie, index) => (
        <li key={movie.id}>
          <MovieCard movie={movie} priority={index < PRIORITY_CARDS} action={action?.(movie)} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's placeholder while movies load: `count` card skeletons in the same columns. */
export function MovieGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="rt-visually-hidden">{label}</span>
      <ul className="rt-movie-grid" aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <MovieCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
