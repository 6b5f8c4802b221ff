import { memo, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Icon, Link, setCity, useCity, useNavigate } from '@reeltime/shared-lib';
import type { MovieWithSlots } from '@reeltime/contract';
import type { ShowSlot } from '../../showtimes/utils/showFacts';
import {
  filterOptions,
  matchesFilters,
  NO_FILTERS,
  type ShowtimeFilters as Filters,
} from '../../showtimes/utils/showtimeFilters';
import { startBooking } from '../../showtimes/utils/startBooking';
import { ShowDateButtons } from '../../showtimes/components/ShowDateButtons';
import { ShowtimeButton } from '../../showtimes/components/ShowtimeButton';
import { ShowtimeFilters } from '../../showtimes/components/ShowtimeFilters';
import { citiesOf, groupShowtimes, type TheaterShows } from '../utils/showtimes';
import { useShowFromLink } from '../hooks/useShowFromLink';
import { CityPicker } from './CityPicker';
import { EVENT_BUSY, PLACE_OUTLINED } from '../../showtimes/utils/icons';

function NoShows({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rt-movie-noshows">
      <Icon name="EventBusy" d={EVENT_BUSY} className="rt-icon rt-movie-noshows__icon" />
      <p className="rt-movie-noshows__title">{title}</p>
      {children}
    </div>
  );
}

/** A cinema's name (linking to its page when the API names it), address, facilities and its showtimes. */
function CinemaShowtimes({
  movieId,
  theater,
  onPick,
}: {
  movieId: number;
  theater: TheaterShows;
  onPick: (slot: ShowSlot) => void;
}) {
  return (
    <li className="rt-paper rt-movie-cinema">
      <h3 className="rt-movie-cinema__name">
        {theater.cinemaId === undefined ? (
          theater.theaterName
        ) : (
          <Link to={`/cinemas/${theater.cinemaId}`}>{theater.theaterName}</Link>
        )}
      </h3>
      {theater.location && (
        <p className="rt-movie-cinema__place">
          <Icon name="PlaceOutlined" d={PLACE_OUTLINED} />
          {theater.location}
        </p>
      )}
      {theater.facilities.length > 0 && (
        <p className="rt-movie-cinema__facilities">
          <b>Facilities:</b> {theater.facilities.join(' · ')}
        </p>
      )}
      <div role="group" aria-label={`Showtimes at ${theater.theaterName}`} className="rt-movie-cinema__shows">
        {theater.slots.map((slot) => (
          <ShowtimeButton
            key={slot.slotId ?? slot.id ?? slot.startTime}
            movieId={movieId}
            slot={slot}
            onPick={() => onPick(slot)}
          />
        ))}
      </div>
    </li>
  );
}

/** The cinemas of one day with their showtimes; it re-renders only when the day or city it lists changes. */
const TheatreList = memo(function TheatreList({
  movieId,
  theaters,
  label,
  onPick,
}: {
  movieId: number;
  theaters: TheaterShows[];
  label: string;
  onPick: (slot: ShowSlot) => void;
}) {
  return (
    <ul role="list" aria-label={label} className="rt-movie-theatres">
      {theaters.map((theater) => (
        <CinemaShowtimes key={theater.key} movieId={movieId} theater={theater} onPick={onPick} />
      ))}
    </ul>
  );
});

/**
 * The showtimes of the customer's city (every city before one is chosen): filters for format, language and time of
 * day, the dates (first preselected), then each cinema with its facts and showtimes; a showtime starts the booking.
 */
export function ShowtimePicker({ movie }: { movie: MovieWithSlots }) {
  const navigate = useNavigate();
  const slots: ShowSlot[] = movie.slots;
  const cities = useMemo(() => citiesOf(slots), [slots]);
  const cityOf = (chosen: string | null) =>
    chosen && cities.length > 0 ? (cities.find((name) => name.toLowerCase() === chosen.toLowerCase()) ?? chosen) : null;
  // A tap on a city or a date shows as pressed at once; the shows of the new city or day follow in the
  // next render, which a further tap may interrupt (deferred values).
  const chosenCity = useCity();
  const pressedCity = cityOf(chosenCity);
  const city = cityOf(useDeferredValue(chosenCity));
  const inCity = useMemo(() => (city ? slots.filter((slot) => slot.city?.trim() === city) : slots), [slots, city]);
  const options = useMemo(() => filterOptions(inCity), [inCity]);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const showDates = useMemo(
    () => groupShowtimes(inCity.filter((slot) => matchesFilters(slot, filters))),
    [inCity, filters],
  );
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const selected = showDates.find((day) => day.showDate === pickedDate) ?? showDates[0];
  useShowFromLink(movie, slots);
  const listedDate = useDeferredValue(selected?.showDate);
  const listed = showDates.find((day) => day.showDate === listedDate) ?? selected;
  const pick = useCallback((slot: ShowSlot) => navigate(startBooking(movie, slot)), [navigate, movie]);

  if (slots.length === 0) {
    return (
      <NoShows title="No shows scheduled">
        <p className="rt-movie-muted">
          There are no upcoming shows for this movie yet. New showtimes are added every day, so check back soon.
        </p>
      </NoShows>
    );
  }

  const cityPicker = cities.length > 1 && <CityPicker cities={cities} selected={pressedCity} onPick={setCity} />;

  if (inCity.length === 0 && city) {
    return (
      <div className="rt-movie-picker">
        {cityPicker}
        <NoShows title={`No shows in ${city}`}>
          <p className="rt-movie-muted">
            {movie.title} has no upcoming shows in {city}. It is showing in{' '}
            {cities.length === 1 ? 'this city' : 'these cities'}:
          </p>
          <div className="rt-movie-noshows__cities">
            {cities.map((other) => (
              <button key={other} type="button" className="rt-btn rt-btn--outlined" onClick={() => setCity(other)}>
                <Icon name="PlaceOutlined" d={PLACE_OUTLINED} />
                Shows in {other}
              </button>
            ))}
          </div>
        </NoShows>
      </div>
    );
  }

  return (
    <div className="rt-movie-picker">
      {cityPicker}
      <ShowtimeFilters options={options} chosen={filters} onChange={setFilters} />
      {selected ? (
        <>
          <ShowDateButtons days={showDates} selected={selected.showDate} onPick={setPickedDate} />
          <TheatreList
            movieId={movie.id}
            theaters={(listed ?? selected).theaters}
            label={city ? `Theatres in ${city}` : 'Theatres'}
            onPick={pick}
          />
        </>
      ) : (
        <NoShows title="No shows match these filters">
          <p className="rt-movie-muted">Choose other formats, languages or times of day, or clear the filters.</p>
          <button type="button" className="rt-btn" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        </NoShows>
      )}
    </div>
  );
}
