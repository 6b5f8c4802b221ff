import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatDuration } from '../../format/duration';
import type { Movie } from '../../domain/types';
import { TrailerModal } from '../trailer/TrailerModal';
import { FavoriteButton } from './FavoriteButton';

/** Poster card: thumbnail, title, duration, certification, language; Book Now and trailer on hover. */
export function MovieCard({ movie }: { movie: Movie }) {
  const navigate = useNavigate();
  const [trailerOpen, setTrailerOpen] = useState(false);
  const moviePath = `/movies/${movie.id}`;
  const facts = [formatDuration(movie.duration), movie.certification].filter(Boolean).join(' • ');

  return (
    <Card
      component="article"
      aria-label={movie.title}
      data-testid="movie-card"
      onClick={() => navigate(moviePath)}
      sx={{
        position: 'relative',
        cursor: 'pointer',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-4px)', boxShadow: 8 },
        '&:hover .movie-card-actions, &:focus-within .movie-card-actions': { opacity: 1 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '2 / 3', bgcolor: 'grey.900' }}>
        <Box
          component="img"
          src={movie.thumbnail}
          alt={`${movie.title} poster`}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <FavoriteButton movie={movie} size="small" />
        </Box>
        <Stack
          className="movie-card-actions"
          spacing={1}
          sx={{
            position: 'absolute',
            inset: 'auto 0 0 0',
            p: 1.5,
            opacity: { xs: 1, md: 0 },
            transition: 'opacity 160ms ease',
            background: 'linear-gradient(to top, rgba(0,0,0,0.9), transparent)',
          }}
        >
          <Button
            component={RouterLink}
            to={moviePath}
            variant="contained"
            size="small"
            onClick={(event) => event.stopPropagation()}
          >
            Book Now
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            startIcon={<PlayArrowIcon />}
            onClick={(event) => {
              event.stopPropagation();
              setTrailerOpen(true);
            }}
          >
            Watch Trailer
          </Button>
        </Stack>
      </Box>
      <Box sx={{ p: 1.5, flexGrow: 1 }}>
        <Typography
          component={RouterLink}
          to={moviePath}
          onClick={(event) => event.stopPropagation()}
          variant="subtitle1"
          sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', display: 'block' }}
          noWrap
          title={movie.title}
        >
          {movie.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {facts}
          </Typography>
          <Chip label={movie.language || 'N/A'} size="small" variant="outlined" />
        </Stack>
      </Box>
      <Box onClick={(event) => event.stopPropagation()}>
        <TrailerModal
          open={trailerOpen}
          onClose={() => setTrailerOpen(false)}
          trailerUrl={movie.trailer}
          movieTitle={movie.title}
        />
      </Box>
    </Card>
  );
}
