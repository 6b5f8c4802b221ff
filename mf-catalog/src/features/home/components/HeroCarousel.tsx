import { useState } from 'react';
import {
  Icon,
  Link,
  TrailerModal,
  formatDate,
  formatDuration,
  loadTrailerDialog,
  prefetchOnIntent,
  useAppEvent,
  type Movie,
} from '@reeltime/shared-lib';
import { useCarousel } from '../hooks/useCarousel';
import './home.css';
import { prefetchMoviePage } from '../../movies/utils/prefetchMoviePage';

/** The trailer dialog's code is fetched as the customer reaches for Watch Trailer, not when the page loads. */
const trailerIntent = prefetchOnIntent(loadTrailerDialog);

function genres(genre: string | null | undefined): string[] {
  return (genre ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function Slide({
  movie,
  position,
  total,
  onTrailer,
}: {
  movie: Movie;
  position: number;
  total: number;
  onTrailer: () => void;
}) {
  const facts = [movie.certification, formatDate(movie.releaseDate), formatDuration(movie.duration)].filter(Boolean);
  const first = position === 1;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${movie.title}`}
      className="rt-slide"
    >
      {/* The first slide's picture is the page's largest: fetch it at once, at high priority. */}
      <img
        className="rt-slide__backdrop"
        src={movie.thumbnail}
        alt=""
        aria-hidden
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="rt-slide__shade" aria-hidden />
      <div className="rt-slide__content">
        <div className="rt-slide__text">
          <p className="rt-slide__overline">Now showing</p>
          <h2 className="rt-slide__title">{movie.title}</h2>
          <p className="rt-slide__facts">{facts.join(' • ')}</p>
          <div className="rt-slide__genres" role="list" aria-label="Genres">
            {genres(movie.genre).map((genre) => (
              <span key={genre} role="listitem" className="rt-chip">
                {genre}
              </span>
            ))}
          </div>
          <p className="rt-slide__desc">{movie.description}</p>
          <div className="rt-slide__actions">
            <Link
              to={`/movies/${movie.id}`}
              className="rt-btn rt-btn--contained rt-btn--lg"
              {...prefetchOnIntent(async () => prefetchMoviePage(movie))}
              onClick={() => prefetchMoviePage(movie)}
            >
              <Icon name="ConfirmationNumber" />
              Book Now
            </Link>
            <button
              type="button"
              className="rt-btn rt-btn--outlined rt-btn--inherit rt-btn--lg"
              {...trailerIntent}
              onClick={onTrailer}
            >
              <Icon name="PlayArrow" />
              Watch Trailer
            </button>
          </div>
        </div>
        <img
          className="rt-slide__poster"
          src={movie.thumbnail}
          alt={`${movie.title} poster`}
          width={220}
          height={330}
        />
      </div>
    </div>
  );
}

/** The hero's placeholder while movies load: the same box, so nothing below it moves. */
export function HeroSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="rt-hero rt-hero--skeleton">
      <span className="rt-visually-hidden">{label}</span>
      <div className="rt-slide" aria-hidden style={{ animation: 'none' }}>
        <div className="rt-slide__content">
          <div className="rt-skeleton" style={{ width: 110, height: 14 }} />
          <div className="rt-skeleton" style={{ width: 'min(420px, 80%)', height: 44 }} />
          <div className="rt-skeleton" style={{ width: 'min(260px, 60%)', height: 20 }} />
          <div className="rt-skeleton" style={{ width: 'min(560px, 90%)', height: 64 }} />
          <div className="rt-skeleton" style={{ width: 300, maxWidth: '90%', height: 42, borderRadius: 10 }} />
        </div>
      </div>
    </div>
  );
}

/**
 * The first five movies, one at a time; advances every 5 s, pausing on hover, focus, while the
 * trailer plays or while the search overlay covers it (nobody sees it change then).
 */
export function HeroCarousel({ movies }: { movies: Movie[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [trailerOpen, setTrailerOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  useAppEvent('search:open', () => setSearching(true));
  useAppEvent('search:close', () => setSearching(false));
  const paused = hovered || focused || trailerOpen || searching;
  const { index, progress, goTo, next, previous } = useCarousel(movies.length, paused);
  const movie = movies[index];
  if (!movie) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured movies"
      className="rt-hero"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        <Slide
          key={movie.id}
          movie={movie}
          position={index + 1}
          total={movies.length}
          onTrailer={() => setTrailerOpen(true)}
        />
      </div>
      {movies.length > 1 && (
        <>
          <button
            type="button"
            className="rt-icon-btn rt-hero__arrow"
            style={{ left: 12 }}
            aria-label="Previous slide"
            onClick={previous}
          >
            <Icon name="ChevronLeft" />
          </button>
          <button
            type="button"
            className="rt-icon-btn rt-hero__arrow"
            style={{ right: 12 }}
            aria-label="Next slide"
            onClick={next}
          >
            <Icon name="ChevronRight" />
          </button>
          <div className="rt-hero__dots">
            {movies.map((item, dot) => (
              <button
                key={item.id}
                type="button"
                className="rt-hero__dot"
                aria-label={`Go to slide ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => goTo(dot)}
              />
            ))}
          </div>
          <div
            className="rt-hero__progress"
            role="progressbar"
            aria-label="Time until the next slide"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(Math.min(progress * 100, 100))}
          >
            <div className="rt-hero__progress-bar" style={{ transform: `scaleX(${Math.min(progress, 1)})` }} />
          </div>
        </>
      )}
      <TrailerModal
        open={trailerOpen}
        onClose={() => setTrailerOpen(false)}
        trailerUrl={movie.trailer}
        movieTitle={movie.title}
      />
    </section>
  );
}
