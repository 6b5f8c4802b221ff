import { memo, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link, setCity, useCity, useNavigate } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
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

function NoShows({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <EventBusyIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children}
    </Stack>
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
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {theater.cinemaId === undefined ? (
          theater.theaterName
        ) : (
          <Box component={Link} to={`/cinemas/${theater.cinemaId}`} sx={{ color: 'inherit', textUnderlineOffset: 3 }}>
            {theater.theaterName}
          </Box>
        )}
      </Typography>
      {theater.location && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PlaceOutlinedIcon fontSize="small" />
          <Typography variant="body2">{theater.location}</Typography>
        </Stack>
      )}
      {theater.facilities.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Facilities:
          </Box>{' '}
          {theater.facilities.join(' · ')}
        </Typography>
      )}
      <Box
        role="group"
        aria-label={`Showtimes at ${theater.theaterName}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
      >
        {theater.slots.map((slot) => (
          <ShowtimeButton
            key={slot.slotId ?? slot.id ?? slot.startTime}
            movieId={movieId}
            slot={slot}
            onPick={() => onPick(slot)}
          />
        ))}
      </Box>
    </Paper>
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
    <Stack spacing={2} component="ul" role="list" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={label}>
      {theaters.map((theater) => (
        <CinemaShowtimes key={theater.key} movieId={movieId} theater={theater} onPick={onPick} />
      ))}
    </Stack>
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
        <Typography color="text.secondary">
          There are no upcoming shows for this movie yet. New showtimes are added every day, so check back soon.
        </Typography>
      </NoShows>
    );
  }

  const cityPicker = cities.length > 1 && <CityPicker cities={cities} selected={pressedCity} onPick={setCity} />;

  if (inCity.length === 0 && city) {
    return (
      <Stack spacing={3}>
        {cityPicker}
        <NoShows title={`No shows in ${city}`}>
          <Typography color="text.secondary">
            {movie.title} has no upcoming shows in {city}. It is showing in{' '}
            {cities.length === 1 ? 'this city' : 'these cities'}:
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, pt: 1 }}>
            {cities.map((other) => (
              <Button key={other} variant="outlined" startIcon={<PlaceOutlinedIcon />} onClick={() => setCity(other)}>
                Shows in {other}
              </Button>
            ))}
          </Box>
        </NoShows>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
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
          <Typography color="text.secondary">
            Choose other formats, languages or times of day, or clear the filters.
          </Typography>
          <Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>
        </NoShows>
      )}
    </Stack>
  );
}
