import { useState, type ReactNode } from 'react';
import {
  FavoriteButton,
  Icon,
  TrailerModal,
  formatDuration,
  lazyDialog,
  loadTrailerDialog,
  prefetchOnIntent,
  type Movie,
} from '@reeltime/shared-lib';
import { firstGenre } from './MovieFacts';
import { RatingSummary } from './RatingSummary';
import { SHARE } from '../../showtimes/utils/icons';

/**
 * The share dialog (MUI Dialog, TextField and five brand icons) is fetched when the customer reaches for its
 * button (pointer over it, focus, touch) or, at the latest, the first time it opens.
 */
const loadShareDialog = () => import('./ShareDialog');
const ShareDialog = lazyDialog(() => loadShareDialog().then((module) => module.ShareDialog));
const shareIntent = prefetchOnIntent(loadShareDialog);
const trailerIntent = prefetchOnIntent(loadTrailerDialog);

/** Poster, title (the page's h1), key facts and the Watch Trailer / favourite / share actions. */
export function MovieHeader({ movie, children }: { movie: Movie; children?: ReactNode }) {
  const [trailerOpen, setTrailerOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const chips = [
    movie.certification || 'Not Rated',
    firstGenre(movie.genre),
    formatDuration(movie.duration),
    movie.language || 'N/A',
  ].filter(Boolean);

  return (
    <div className="rt-movie-head">
      <div aria-hidden className="rt-movie-head__bg" style={{ backgroundImage: `url("${movie.thumbnail}")` }} />
      <div className="rt-movie-head__grid">
        {/* The page's largest picture, already preloaded by the HTML: fetched at once, at high priority. */}
        <img
          className="rt-movie-head__poster"
          src={movie.thumbnail}
          alt={`${movie.title} poster`}
          fetchPriority="high"
        />
        <div className="rt-movie-head__facts">
          <h1 className="rt-movie-head__title">{movie.title}</h1>
          <RatingSummary rating={movie.rating} />
          <div className="rt-movie-head__chips">
            {chips.map((chip, index) => (
              <span key={`${chip}-${index}`} className="rt-chip">
                {chip}
              </span>
            ))}
          </div>
          <div className="rt-movie-head__actions">
            <button
              type="button"
              className="rt-btn rt-btn--contained"
              {...trailerIntent}
              onClick={() => setTrailerOpen(true)}
            >
              <Icon name="PlayArrow" />
              Watch Trailer
            </button>
            <FavoriteButton movie={movie} />
            <button
              type="button"
              className="rt-icon-btn rt-movie-head__share"
              title="Share"
              aria-label={`Share ${movie.title}`}
              {...shareIntent}
              onClick={() => setShareOpen(true)}
            >
              <Icon name="Share" d={SHARE} />
            </button>
          </div>
          {children}
        </div>
      </div>
      <TrailerModal
        open={trailerOpen}
        onClose={() => setTrailerOpen(false)}
        trailerUrl={movie.trailer}
        movieTitle={movie.title}
      />
      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        title={movie.title}
        url={window.location.href}
      />
    </div>
  );
}
