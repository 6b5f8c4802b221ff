import { useMemo, useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { Movie } from '@reeltime/shared-lib';
import { useRememberedCity } from '../hooks/useRememberedCity';
import { citiesOf, groupShowtimes, type ShowSlot } from '../utils/showtimes';
import { startBooking } from '../utils/startBooking';
import { CityPicker } from './CityPicker';
import { ShowDateButtons } from './ShowDateButtons';
import { ShowtimeButton } from './ShowtimeButton';

/**
 * The city (remembered), its show dates (first preselected), then each cinema's showtimes with how
 * full they are; a showtime starts the booking.
 */
export function ShowtimePicker({ movie }: { movie: Movie }) {
  const navigate = useNavigate();
  const slots = useMemo(() => (movie.slots ?? []) as ShowSlot[], [movie.slots]);
  const cities = useMemo(() => citiesOf(slots), [slots]);
  const [city, pickCity] = useRememberedCity(cities);
  const showDates = useMemo(() => groupShowtimes(city ? slots.filter((slot) => slot.city?.trim() === city) : slots), [slots, city]);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const selected = showDates.find((day) => day.showDate === pickedDate) ?? showDates[0];

  if (!selected) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
        <EventBusyIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          No shows scheduled
        </Typography>
        <Typography color="text.secondary">
          There are no upcoming shows for this movie yet. New showtimes are added every day, so check back soon.
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {city && cities.length > 1 && <CityPicker cities={cities} selected={city} onPick={pickCity} />}
      <ShowDateButtons days={showDates} selected={selected.showDate} onPick={setPickedDate} />
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={city ? `Theatres in ${city}` : 'Theatres'}>
        {selected.theaters.map((theater) => (
          <Paper component="li" key={theater.key} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {theater.theaterName}
            </Typography>
            {theater.location && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1.5 }}>
                <PlaceOutlinedIcon fontSize="small" />
                <Typography variant="body2">{theater.location}</Typography>
              </Stack>
            )}
            <Box role="group" aria-label={`Showtimes at ${theater.theaterName}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {theater.slots.map((slot) => (
                <ShowtimeButton key={slot.slotId ?? slot.id ?? slot.startTime} slot={slot} onPick={() => navigate(startBooking(movie, slot))} />
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
