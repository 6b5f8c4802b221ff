import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  cancellationPolicySentence,
  Icon,
  QueryStates,
  useDocumentTitle,
  useNavigate,
  useParams,
} from '@reeltime/shared-lib';
import { PLACE_OUTLINED } from '../../showtimes/utils/icons';
import { describeShowDate } from '../../showtimes/utils/showFacts';
import { ShowDateButtons } from '../../showtimes/components/ShowDateButtons';
import { ShowtimeFilters } from '../../showtimes/components/ShowtimeFilters';
import {
  filterOptions,
  matchesFilters,
  NO_FILTERS,
  type ShowtimeFilters as Filters,
} from '../../showtimes/utils/showtimeFilters';
import { useDeferredAnswer } from '../../movies/hooks/useDeferredAnswer';
import { useCinema, type CinemaPageData } from '../api/getCinema';
import { cinemaSlot, wheelchairSentence } from '../utils/cinemaFacts';
import { CinemaFilmShows } from './CinemaFilmShows';
import { CinemaSkeleton } from './CinemaSkeleton';
import './cinema.css';

/** A named section (a landmark screen readers list) of the cinema's facts, titled by its heading. */
function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rt-cinema-card rt-cinema-info">
      <h2 id={titleId} className="rt-cinema-info__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The filters (format, language, time of day), the day picker (today and the coming days with shows) and every film's shows that day. */
function CinemaShowtimes({ cinema }: { cinema: CinemaPageData }) {
  const shows = useMemo(
    () => cinema.films.flatMap((film) => film.shows.map((show) => ({ film, slot: cinemaSlot(cinema, show) }))),
    [cinema],
  );
  const options = useMemo(() => filterOptions(shows.map(({ slot }) => slot)), [shows]);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const matching = useMemo(() => shows.filter(({ slot }) => matchesFilters(slot, filters)), [shows, filters]);
  const days = useMemo(
    () => [...new Set(matching.map(({ slot }) => slot.showDate))].sort().map(describeShowDate),
    [matching],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.showDate === picked) ?? days[0];
  const films = cinema.films
    .map((film) => ({
      film,
      slots: matching
        .filter((show) => show.film === film && show.slot.showDate === day?.showDate)
        .map(({ slot }) => slot),
    }))
    .filter(({ slots }) => slots.length > 0);

  return (
    <section aria-labelledby="cinema-showtimes-title" className="rt-cinema-card rt-cinema-showtimes">
      <h2 id="cinema-showtimes-title" className="rt-cinema-showtimes__title">
        Showtimes
      </h2>
      {shows.length === 0 ? (
        <p className="rt-cinema-muted">
          No shows are scheduled here in the coming days. New showtimes are added every day, so check back soon.
        </p>
      ) : (
        <div className="rt-cinema-showtimes__body">
          <ShowtimeFilters options={options} chosen={filters} onChange={setFilters} />
          {day ? (
            <>
              <ShowDateButtons days={days} selected={day.showDate} onPick={setPicked} />
              <ul
                role="list"
                aria-label={`Films on ${day.dayName} ${day.date} ${day.monthName}`}
                className="rt-cinema-films"
              >
                {films.map(({ film, slots }) => (
                  <CinemaFilmShows key={film.id} film={film} slots={slots} />
                ))}
              </ul>
            </>
          ) : (
            <div className="rt-cinema-nomatch">
              <p className="rt-cinema-nomatch__text">No shows match these filters.</p>
              <button type="button" className="rt-btn" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function CinemaDetails({ cinema }: { cinema: CinemaPageData }) {
  const { accessibility } = cinema;
  return (
    <div className="rt-cinema-details">
      <header>
        <h1 className="rt-cinema-title">{cinema.name}</h1>
        <div className="rt-cinema-place">
          <Icon name="PlaceOutlined" d={PLACE_OUTLINED} size={20} className="rt-icon rt-cinema-place__icon" />
          <p className="rt-cinema-place__text">
            {cinema.address}
            {cinema.address.toLowerCase().endsWith(cinema.city.toLowerCase()) ? '' : `, ${cinema.city}`}
            {' · '}
            <a
              href={cinema.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View on the map: ${cinema.name} (opens in a new tab)`}
              className="rt-cinema-link"
            >
              View on the map
            </a>
          </p>
        </div>
      </header>
      <div className="rt-cinema-facts">
        <InfoBlock title="Facilities">
          {cinema.facilities.length > 0 ? (
            <ul className="rt-cinema-info__list">
              {cinema.facilities.map((facility) => (
                <li key={facility}>
                  <span className="rt-cinema-info__item">{facility}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rt-cinema-info__text rt-cinema-muted">The cinema lists no facilities.</p>
          )}
        </InfoBlock>
        <InfoBlock title="Accessibility">
          <p className="rt-cinema-info__text">{wheelchairSentence(accessibility)}</p>
          {accessibility.features.length > 0 && (
            <p className="rt-cinema-info__text rt-cinema-info__more rt-cinema-muted">
              {accessibility.features.join(' · ')}
            </p>
          )}
        </InfoBlock>
        <InfoBlock title="Cancellation policy">
          <p className="rt-cinema-info__text">{cancellationPolicySentence(cinema.cancellationPolicy)}</p>
        </InfoBlock>
      </div>
      <CinemaShowtimes cinema={cinema} />
    </div>
  );
}

/** `/cinemas/{id}`: the cinema's address with a map link, facilities, accessibility, cancellation policy and showtimes by day. */
export function CinemaPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const latest = useCinema(id);
  // The cinema, its facts and every film's shows are drawn in a deferred render, the skeleton (or the HTML's first
  // paint) staying until it is.
  const detail = useDeferredAnswer(latest, latest.status === 'ready' ? latest.cinema : undefined);
  useDocumentTitle(
    detail.status === 'ready'
      ? `${detail.cinema.name} — Showtimes`
      : detail.status === 'not-found'
        ? 'Cinema Not Found'
        : undefined,
  );

  return (
    // `rt-cinema-page`: the HTML's first paint of the cinema gives way once this holds more than the skeleton.
    <div className="rt-cinema-page">
      <QueryStates
        loading={detail.status === 'loading'}
        skeleton={<CinemaSkeleton />}
        error={
          detail.status === 'error'
            ? { title: 'Could not load this cinema', message: detail.message, onRetry: detail.retry }
            : null
        }
        empty={
          detail.status === 'not-found' && {
            title: 'Cinema Not Found',
            message: "We couldn't find this cinema. It may have closed or the link may be wrong.",
            actionLabel: 'Browse Movies',
            onAction: () => navigate('/movies'),
          }
        }
      >
        {() => detail.status === 'ready' && <CinemaDetails cinema={detail.cinema} />}
      </QueryStates>
    </div>
  );
}
