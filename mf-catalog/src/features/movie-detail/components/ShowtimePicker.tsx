import { useMemo, useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { formatTime12h, type Movie } from '@reeltime/shared-lib';
import { groupShowtimes } from '../utils/showtimes';
import { startBooking } from '../utils/startBooking';

/** Date buttons (first preselected), then each theatre's showtimes; a showtime starts the booking. */
export function ShowtimePicker({ movie }: { movie: Movie }) {
  const navigate = useNavigate();
  const showDates = useMemo(() => groupShowtimes(movie.slots ?? []), [movie.slots]);
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
      <Box
        role="group"
        aria-label="Show dates"
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, scrollSnapType: 'x mandatory' }}
      >
        {showDates.map((day) => {
          const active = day.showDate === selected.showDate;
          return (
            <ButtonBase
              key={day.showDate}
              aria-pressed={active}
              aria-label={`${day.dayName} ${day.date} ${day.monthName}`}
              onClick={() => setPickedDate(day.showDate)}
              sx={{
                flex: '0 0 auto',
                scrollSnapAlign: 'start',
                flexDirection: 'column',
                width: 72,
                py: 1.25,
                borderRadius: 2,
                border: 1,
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: active ? 'primary.main' : 'background.paper',
                color: active ? 'primary.contrastText' : 'text.primary',
                transition: 'background-color 120ms ease, border-color 120ms ease',
                '&:hover': { borderColor: 'primary.main' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Typography variant="caption" sx={{ textTransform: 'uppercase', opacity: 0.85 }}>
                {day.dayName}
              </Typography>
              <Typography variant="h6" component="span" sx={{ lineHeight: 1.2, fontWeight: 800 }}>
                {day.date}
              </Typography>
              <Typography variant="caption">{day.monthName}</Typography>
            </ButtonBase>
          );
        })}
      </Box>

      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Theatres">
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
                <Button
                  key={slot.slotId ?? slot.id ?? slot.startTime}
                  variant="outlined"
                  color="success"
                  onClick={() => navigate(startBooking(movie, slot))}
                  sx={{ minWidth: 96 }}
                >
                  {formatTime12h(slot.startTime)}
                </Button>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
