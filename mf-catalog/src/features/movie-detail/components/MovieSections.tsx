import type { MovieWithSlots } from '@reeltime/contract';
import type { Movie } from '@reeltime/shared-lib';
import { ExpandableDescription } from './ExpandableDescription';
import { MovieFacts } from './MovieFacts';
import { ShowtimePicker } from './ShowtimePicker';

/** The description (Read More / Read Less) and the movie's facts. */
export function MovieAbout({ movie }: { movie: Movie }) {
  return (
    <div className="rt-movie-about">
      {movie.description && <ExpandableDescription text={movie.description} />}
      <MovieFacts movie={movie} />
    </div>
  );
}

/** "Book Tickets": the showtime picker. */
export function BookTickets({ movie }: { movie: MovieWithSlots }) {
  return (
    <section aria-labelledby="book-tickets-title" className="rt-paper rt-movie-section">
      <h2 id="book-tickets-title" className="rt-movie-section__title">
        Book Tickets
      </h2>
      <ShowtimePicker movie={movie} />
    </section>
  );
}
