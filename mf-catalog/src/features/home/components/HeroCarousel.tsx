import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { TrailerModal, formatDate, formatDuration, type Movie } from '@reeltime/shared-lib';
import { useCarousel } from '../hooks/useCarousel';

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  bgcolor: 'rgba(0,0,0,0.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
  display: { xs: 'none', sm: 'inline-flex' },
} as const;

function genres(genre: string | null | undefined): string[] {
  return (genre ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

function Slide({ movie, position, total, onTrailer }: { movie: Movie; position: number; total: number; onTrailer: () => void }) {
  const facts = [movie.certification, formatDate(movie.releaseDate), formatDuration(movie.duration)].filter(Boolean);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${movie.title}`}
      sx={{
        position: 'relative',
        minHeight: { xs: 480, md: 540 },
        display: 'flex',
        alignItems: 'flex-end',
        animation: 'reeltime-hero-fade 600ms ease',
        '@keyframes reeltime-hero-fade': { from: { opacity: 0.2 }, to: { opacity: 1 } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          backgroundImage: `url("${movie.thumbnail}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center 25%',
          filter: 'blur(2px) brightness(0.55)',
          transform: 'scale(1.05)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(0deg, rgba(11,11,18,1) 0%, rgba(11,11,18,0.6) 45%, rgba(11,11,18,0.2) 100%), linear-gradient(90deg, rgba(11,11,18,0.9) 0%, rgba(11,11,18,0) 70%)',
        }}
      />
      <Stack
        direction="row"
        spacing={4}
        sx={{ position: 'relative', width: '100%', px: { xs: 2.5, sm: 8 }, pb: { xs: 7, md: 8 }, pt: 4, alignItems: 'flex-end' }}
      >
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, maxWidth: 640 }}>
          <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            Now showing
          </Typography>
          <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' }, lineHeight: 1.05 }}>
            {movie.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {facts.join(' • ')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Genres">
            {genres(movie.genre).map((genre) => (
              <Chip key={genre} label={genre} size="small" variant="outlined" sx={{ borderColor: 'rgba(255,255,255,0.4)' }} />
            ))}
          </Stack>
          <Typography
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', color: 'grey.300' }}
          >
            {movie.description}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
            <Button component={RouterLink} to={`/movies/${movie.id}`} variant="contained" size="large" startIcon={<ConfirmationNumberIcon />}>
              Book Now
            </Button>
            <Button variant="outlined" color="inherit" size="large" startIcon={<PlayArrowIcon />} onClick={onTrailer}>
              Watch Trailer
            </Button>
          </Stack>
        </Stack>
        <Box
          component="img"
          src={movie.thumbnail}
          alt={`${movie.title} poster`}
          sx={{ display: { xs: 'none', md: 'block' }, width: 220, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 2, boxShadow: 16 }}
        />
      </Stack>
    </Box>
  );
}

/** The first five movies, one at a time; advances every 5 s, pausing on hover, focus or while the trailer plays. */
export function HeroCarousel({ movies }: { movies: Movie[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [trailerOpen, setTrailerOpen] = useState(false);
  const paused = hovered || focused || trailerOpen;
  const { index, progress, goTo, next, previous } = useCarousel(movies.length, paused);
  const movie = movies[index];
  if (!movie) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured movies"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}
    >
      <Box aria-live={paused ? 'polite' : 'off'}>
        <Slide key={movie.id} movie={movie} position={index + 1} total={movies.length} onTrailer={() => setTrailerOpen(true)} />
      </Box>
      {movies.length > 1 && (
        <>
          <IconButton aria-label="Previous slide" onClick={previous} sx={{ ...arrowSx, left: 12 }}>
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton aria-label="Next slide" onClick={next} sx={{ ...arrowSx, right: 12 }}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
          <Stack direction="row" spacing={1} sx={{ position: 'absolute', bottom: 20, left: 0, right: 0, justifyContent: 'center', zIndex: 2 }}>
            {movies.map((item, dot) => (
              <Box
                key={item.id}
                component="button"
                type="button"
                aria-label={`Go to slide ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => goTo(dot)}
                sx={{
                  width: dot === index ? 28 : 10,
                  height: 10,
                  p: 0,
                  border: 0,
                  borderRadius: 5,
                  cursor: 'pointer',
                  bgcolor: dot === index ? 'primary.main' : 'rgba(255,255,255,0.45)',
                  transition: 'width 200ms ease, background-color 200ms ease',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                }}
              />
            ))}
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(progress * 100, 100)}
            aria-label="Time until the next slide"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, bgcolor: 'rgba(255,255,255,0.12)', '& .MuiLinearProgress-bar': { transition: 'transform 100ms linear' } }}
          />
        </>
      )}
      <TrailerModal open={trailerOpen} onClose={() => setTrailerOpen(false)} trailerUrl={movie.trailer} movieTitle={movie.title} />
    </Box>
  );
}
