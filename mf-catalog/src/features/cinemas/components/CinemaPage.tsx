import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  cancellationPolicySentence,
  EmptyState,
  ErrorState,
  useDocumentTitle,
  useNavigate,
  useParams,
} from '@reeltime/shared-lib';
import { ContentSkeleton } from '@reeltime/shared-lib/mui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { describeShowDate } from '../../showtimes/utils/showFacts';
import { ShowDateButtons } from '../../showtimes/components/ShowDateButtons';
import { ShowtimeFilters } from '../../showtimes/components/ShowtimeFilters';
import {
  filterOptions,
  matchesFilters,
  NO_FILTERS,
  type ShowtimeFilters as Filters,
} from '../../showtimes/utils/showtimeFilters';
import { useCinema, type CinemaPageData } from '../api/getCinema';
import { cinemaSlot, wheelchairSentence } from '../utils/cinemaFacts';
import { CinemaFilmShows } from './CinemaFilmShows';

/** A named section (a landmark screen readers list) of the cinema's facts, titled by its heading. */
function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Paper>
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
    <Paper component="section" aria-labelledby="cinema-showtimes-title" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="cinema-showtimes-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Showtimes
      </Typography>
      {shows.length === 0 ? (
        <Typography color="text.secondary">
          No shows are scheduled here in the coming days. New showtimes are added every day, so check back soon.
        </Typography>
      ) : (
        <Stack spacing={2.5}>
          <ShowtimeFilters options={options} chosen={filters} onChange={setFilters} />
          {day ? (
            <>
              <ShowDateButtons days={days} selected={day.showDate} onPick={setPicked} />
              <Stack
                component="ul"
                role="list"
                spacing={2}
                aria-label={`Films on ${day.dayName} ${day.date} ${day.monthName}`}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {films.map(({ film, slots }) => (
                  <CinemaFilmShows key={film.id} film={film} slots={slots} />
                ))}
              </Stack>
            </>
          ) : (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography>No shows match these filters.</Typography>
              <Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function CinemaDetails({ cinema }: { cinema: CinemaPageData }) {
  const { accessibility } = cinema;
  return (
    <Stack spacing={{ xs: 2.5, md: 3 }}>
      <Box component="header">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {cinema.name}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start', color: 'text.secondary', mt: 1 }}>
          <PlaceOutlinedIcon fontSize="small" sx={{ mt: 0.25 }} />
          <Typography>
            {cinema.address}
            {cinema.address.toLowerCase().endsWith(cinema.city.toLowerCase()) ? '' : `, ${cinema.city}`}
            {' · '}
            <Link
              href={cinema.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View on the map: ${cinema.name} (opens in a new tab)`}
            >
              View on the map
            </Link>
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <InfoBlock title="Facilities">
          {cinema.facilities.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {cinema.facilities.map((facility) => (
                <li key={facility}>
                  <Typography variant="body2">{facility}</Typography>
                </li>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              The cinema lists no facilities.
            </Typography>
          )}
        </InfoBlock>
        <InfoBlock title="Accessibility">
          <Typography variant="body2">{wheelchairSentence(accessibility)}</Typography>
          {accessibility.features.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {accessibility.features.join(' · ')}
            </Typography>
          )}
        </InfoBlock>
        <InfoBlock title="Cancellation policy">
          <Typography variant="body2">{cancellationPolicySentence(cinema.cancellationPolicy)}</Typography>
        </InfoBlock>
      </Box>
      <CinemaShowtimes cinema={cinema} />
    </Stack>
  );
}

/** `/cinemas/{id}`: the cinema's address with a map link, facilities, accessibility, cancellation policy and showtimes by day. */
export function CinemaPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useCinema(id);
  useDocumentTitle(
    detail.status === 'ready'
      ? `${detail.cinema.name} — Showtimes`
      : detail.status === 'not-found'
        ? 'Cinema Not Found'
        : undefined,
  );

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [id]);

  return (
    <Box sx={{ py: { xs: 1.5, md: 3 } }}>
      {detail.status === 'loading' && <ContentSkeleton shape="detail" label="Loading cinema..." />}
      {detail.status === 'not-found' && (
        <EmptyState
          title="Cinema Not Found"
          message="We couldn't find this cinema. It may have closed or the link may be wrong."
          actionLabel="Browse Movies"
          onAction={() => navigate('/movies')}
        />
      )}
      {detail.status === 'error' && (
        <ErrorState
          title="Could not load this cinema"
          message={detail.message}
          actionLabel="Try Again"
          onAction={detail.retry}
        />
      )}
      {detail.status === 'ready' && <CinemaDetails cinema={detail.cinema} />}
    </Box>
  );
}
