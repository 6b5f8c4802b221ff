import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MovieWithSlots } from '@reeltime/contract';
import type { Movie } from '@reeltime/shared-lib';
import { ExpandableDescription } from './ExpandableDescription';
import { MovieFacts } from './MovieFacts';
import { ShowtimePicker } from './ShowtimePicker';

/** The description (Read More / Read Less) and the movie's facts. */
export function MovieAbout({ movie }: { movie: Movie }) {
  return (
    <Stack spacing={2.5}>
      {movie.description && <ExpandableDescription text={movie.description} />}
      <MovieFacts movie={movie} />
    </Stack>
  );
}

/** "Book Tickets": the showtime picker. */
export function BookTickets({ movie }: { movie: MovieWithSlots }) {
  return (
    <Paper component="section" aria-labelledby="book-tickets-title" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="book-tickets-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Book Tickets
      </Typography>
      <ShowtimePicker movie={movie} />
    </Paper>
  );
}
