import { formatDuration, Link, useNavigate } from '@reeltime/shared-lib';
import { ShowtimeButton } from '../../showtimes/components/ShowtimeButton';
import { startBooking } from '../../showtimes/utils/startBooking';
import type { ShowSlot } from '../../showtimes/utils/showFacts';
import type { CinemaFilm } from '../api/getCinema';
import './cinema.css';

const POSTER = { width: 72, height: 108 };

/** One film's shows at the cinema (those of the picked day that pass the filters): poster, title (to the movie's page), facts, and a button per show that starts the booking. */
export function CinemaFilmShows({ film, slots }: { film: CinemaFilm; slots: ShowSlot[] }) {
  const navigate = useNavigate();
  const facts = [film.certification || 'Not Rated', formatDuration(film.duration), film.language]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="rt-cinema-card rt-cinema-film">
      <img
        className="rt-cinema-film__poster"
        src={film.thumbnail}
        alt=""
        width={POSTER.width}
        height={POSTER.height}
        loading="lazy"
      />
      <div className="rt-cinema-film__head">
        <h3 className="rt-cinema-film__title">
          <Link to={`/movies/${film.id}`}>{film.title}</Link>
        </h3>
        <p className="rt-cinema-film__facts rt-cinema-muted">{facts}</p>
      </div>
      <div role="group" aria-label={`Showtimes of ${film.title}`} className="rt-cinema-film__shows">
        {slots.map((slot) => (
          <ShowtimeButton
            key={slot.slotId}
            movieId={film.id}
            slot={slot}
            onPick={() => navigate(startBooking(film, slot))}
          />
        ))}
      </div>
    </li>
  );
}
