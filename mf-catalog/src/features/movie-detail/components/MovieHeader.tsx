import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShareIcon from '@mui/icons-material/Share';
import {
  FavoriteButton,
  TrailerModal,
  formatDuration,
  lazyDialog,
  loadTrailerDialog,
  prefetchOnIntent,
  type Movie,
} from '@reeltime/shared-lib';
import { firstGenre } from './MovieFacts';
import { RatingSummary } from './RatingSummary';

/**
 * The share dialog (MUI Dialog, TextField and five brand icons) is fetched when the customer reaches for its
 * button (pointer over it, focus, touch) or, at the latest, the first time it opens.
 */
const loadShareDialog = () => import('./ShareDialog');
const ShareDialog = lazyDialog(() => loadShareDialog().then((module) => module.ShareDialog));
const shareIntent = prefetchOnIntent(loadShareDialog);
const trailerIntent = prefetchOnIntent(loadTrailerDialog);

/** Poster, title (the page's h1), key facts and the Watch Trailer / favourite / share actions. */
export function MovieHeader({ movie, children }: { movie: Movie; children?: ReactNode }) {
  const [trailerOpen, setTrailerOpen] = useState(false);
  // null until the first open; then it stays mounted so it can animate closed.
  const [shareOpen, setShareOpen] = useState(false);
  const chips = [
    movie.certification || 'Not Rated',
    firstGenre(movie.genre),
    formatDuration(movie.duration),
    movie.language || 'N/A',
  ].filter(Boolean);

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 2, md: 3 },
        bgcolor: 'background.paper',
        isolation: 'isolate',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: -40,
          zIndex: -1,
          backgroundImage: `url("${movie.thumbnail}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          filter: 'blur(40px) saturate(1.3)',
          opacity: 0.35,
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          p: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '110px 1fr', sm: '200px 1fr', md: '260px 1fr' },
          alignItems: 'start',
          background: 'linear-gradient(90deg, rgba(11,11,18,0.85) 0%, rgba(11,11,18,0.55) 100%)',
        }}
      >
        <Box
          component="img"
          src={movie.thumbnail}
          alt={`${movie.title} poster`}
          sx={{
            width: '100%',
            aspectRatio: '2 / 3',
            objectFit: 'cover',
            borderRadius: 2,
            boxShadow: 12,
            display: 'block',
          }}
        />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem', md: '3rem' }, lineHeight: 1.1 }}
          >
            {movie.title}
          </Typography>
          <RatingSummary rating={movie.rating} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {chips.map((chip, index) => (
              <Chip
                key={`${chip}-${index}`}
                label={chip}
                size="small"
                variant={index === 0 ? 'filled' : 'outlined'}
                color={index === 0 ? 'secondary' : 'default'}
              />
            ))}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              {...trailerIntent}
              onClick={() => setTrailerOpen(true)}
            >
              Watch Trailer
            </Button>
            <FavoriteButton movie={movie} />
            <IconButton
              title="Share"
              aria-label={`Share ${movie.title}`}
              {...shareIntent}
              onClick={() => setShareOpen(true)}
              sx={{ bgcolor: 'rgba(0,0,0,0.55)' }}
            >
              <ShareIcon />
            </IconButton>
          </Stack>
          {children}
        </Stack>
      </Box>
      <TrailerModal
        open={trailerOpen}
        onClose={() => setTrailerOpen(false)}
        trailerUrl={movie.trailer}
        movieTitle={movie.title}
      />
      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        title={movie.title}
        url={window.location.href}
      />
    </Box>
  );
}
