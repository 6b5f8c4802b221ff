import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDuration } from '../../format/duration';
import type { Movie } from '@reeltime/contract';
import { Icon } from '../light/Icon';
import { prefetchOnIntent } from '../intent/prefetchOnIntent';
import { TrailerModal } from '../trailer/TrailerModal';
import { FavoriteButton } from './FavoriteButton';
import { MovieCardRating } from './MovieCardRating';
import './movieCard.css';

interface Props {
  movie: Movie;
  /** Above the fold: fetch the poster at once, at high priority (it may be the page's largest image). */
  priority?: boolean;
  /** Shown instead of Book Now (e.g. "Notify me" for a film not on sale yet). */
  action?: ReactNode;
  /**
   * The customer reaches for the film's page: the pointer over a link to it, focus or a touch on one, or the tap
   * on the card. The page's owner fetches its code and data here, so they load together instead of one after the
   * other.
   */
  onOpen?: (movie: Movie) => void;
}

/**
 * Poster card: thumbnail, title, duration, certification, language; Book Now and trailer over the
 * poster on hover, below it on touch screens (`hover: none`), so they never hide the poster there.
 */
export function MovieCard({ movie, priority = false, action, onOpen }: Props) {
  const navigate = useNavigate();
  const open = () => onOpen?.(movie);
  const intent = onOpen ? prefetchOnIntent(async () => open()) : {};
  const [trailerOpen, setTrailerOpen] = useState(false);
  const moviePath = `/movies/${movie.id}`;
  const facts = [formatDuration(movie.duration), movie.certification].filter(Boolean).join(' • ');

  return (
    <article
      aria-label={movie.title}
      data-testid="movie-card"
      className="rt-card"
      onClick={() => {
        open();
        void navigate(moviePath);
      }}
    >
      <div className="rt-card__media">
        <img
          className="rt-card__img"
          src={movie.thumbnail}
          alt={`${movie.title} poster`}
          width={200}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <MovieCardRating rating={movie.rating} />
        <div className="rt-card__fav">
          <FavoriteButton movie={movie} size="small" />
        </div>
        <div className="rt-card__actions">
          {action ?? (
            <Link
              to={moviePath}
              className="rt-btn rt-btn--contained rt-btn--sm"
              {...intent}
              onClick={(event) => {
                event.stopPropagation();
                open();
              }}
            >
              Book Now
            </Link>
          )}
          <button
            type="button"
            className="rt-btn rt-btn--outlined rt-btn--inherit rt-btn--sm"
            onClick={(event) => {
              event.stopPropagation();
              setTrailerOpen(true);
            }}
          >
            <Icon name="PlayArrow" />
            Watch Trailer
          </button>
        </div>
      </div>
      <div className="rt-card__body">
        <Link
          to={moviePath}
          className="rt-card__title"
          title={movie.title}
          {...intent}
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          {movie.title}
        </Link>
        <div className="rt-card__facts">
          <span className="rt-card__facts-text">{facts}</span>
          <span className="rt-chip">{movie.language || 'N/A'}</span>
        </div>
      </div>
      {/* The dialog renders in a portal, but React still bubbles its clicks to the card: stop them here. */}
      <div onClick={(event) => event.stopPropagation()}>
        <TrailerModal
          open={trailerOpen}
          onClose={() => setTrailerOpen(false)}
          trailerUrl={movie.trailer}
          movieTitle={movie.title}
        />
      </div>
    </article>
  );
}

/** A card-shaped placeholder of the same size, shown while movies load. */
export function MovieCardSkeleton() {
  return (
    <div className="rt-card rt-card--skeleton" aria-hidden>
      <div className="rt-card__media rt-skeleton" style={{ borderRadius: 0 }} />
      <div className="rt-card__actions-space" />
      <div className="rt-card__body">
        <div className="rt-skeleton rt-card__line" style={{ width: '80%' }} />
        <div className="rt-skeleton rt-card__line" style={{ width: '55%' }} />
      </div>
    </div>
  );
}
