import { formatDuration, Link, useNavigate } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ShowtimeButton } from '../../showtimes/components/ShowtimeButton';
import { startBooking } from '../../showtimes/utils/startBooking';
import type { ShowSlot } from '../../showtimes/utils/showFacts';
import type { CinemaFilm } from '../api/getCinema';

const POSTER = { width: 72, height: 108 };

/** One film's shows at the cinema (those of the picked day that pass the filters): poster, title (to the movie's page), facts, and a button per show that starts the booking. */
export function CinemaFilmShows({ film, slots }: { film: CinemaFilm; slots: ShowSlot[] }) {
  const navigate = useNavigate();
  const facts = [film.certification || 'Not Rated', formatDuration(film.duration), film.language]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: `${POSTER.width}px 1fr`,
        columnGap: 2,
        rowGap: 1.5,
      }}
    >
      <Box
        component="img"
        src={film.thumbnail}
        alt=""
        width={POSTER.width}
        height={POSTER.height}
        loading="lazy"
        sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', gridRow: { sm: 'span 2' } }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Box component={Link} to={`/movies/${film.id}`} sx={{ color: 'inherit', textUnderlineOffset: 3 }}>
            {film.title}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={`Showtimes of ${film.title}`}
        sx={{ gridColumn: { xs: '1 / -1', sm: '2' }, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {slots.map((slot) => (
          <ShowtimeButton
            key={slot.slotId}
            movieId={film.id}
            slot={slot}
            onPick={() => navigate(startBooking(film, slot))}
          />
        ))}
      </Box>
    </Paper>
  );
}
