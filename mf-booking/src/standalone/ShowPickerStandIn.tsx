import { useEffect, useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ErrorState,
  LoadingState,
  apiClient,
  bookingStorage,
  formatDate,
  formatTime12h,
  monthShort,
  parseDate,
  toApiError,
  weekdayShort,
  type Movie,
  type Slot,
} from '@reeltime/shared-lib';
import type { MovieWithSlots } from '@reeltime/contract';

/**
 * Standalone only: stands in for the catalog's showtime picker (another origin, so its session
 * storage is not visible here). Lists upcoming shows and starts a booking for the one clicked.
 */
export function ShowPickerStandIn() {
  const navigate = useNavigate();
  const [movies, setMovies] = useState<MovieWithSlots[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    apiClient
      .get<Movie[]>('/movies/recent')
      .then(({ data }) =>
        Promise.all(data.slice(0, 6).map((movie) => apiClient.get<MovieWithSlots>(`/movies/${movie.id}`))),
      )
      .then((responses) => setMovies(responses.map(({ data }) => data)))
      .catch((failure: unknown) => setError(toApiError(failure).message || 'Could not load shows from the API'));
  }, []);

  const start = (movie: Movie, slot: Slot) => {
    const day = parseDate(slot.showDate) ?? new Date();
    bookingStorage.write({
      movie: { id: movie.id, title: movie.title, thumbnail: movie.thumbnail },
      selectedDateObj: {
        date: day.getDate(),
        monthName: monthShort(day),
        dayName: weekdayShort(day),
        fullDate: slot.showDate,
      },
      selectedTimeWithAmPm: formatTime12h(slot.startTime),
      selectedCinema: slot,
      selectedSeats: [],
      totalAmount: 0,
    });
    bookingStorage.setStep('seat-selection');
    navigate(`/movies/${movie.id}/seat-selection`);
  };

  if (error) return <ErrorState title="No shows" message={error} />;
  if (!movies) return <LoadingState label="Loading shows..." />;
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Pick a show (standalone stand-in for the catalog)
      </Typography>
      {movies.map((movie) => (
        <Stack key={movie.id} spacing={1}>
          <Typography variant="h6" component="h2">
            {movie.title}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {movie.slots.slice(0, 8).map((slot) => (
              <Button key={slot.slotId} variant="outlined" size="small" onClick={() => start(movie, slot)}>
                {formatDate(slot.showDate)} · {formatTime12h(slot.startTime)} · {slot.theaterName}
              </Button>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
