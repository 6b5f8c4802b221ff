import { Box, Stack, Typography } from '@mui/material';
import { LoadingState } from '@reeltime/shared-lib';
import { useMovies } from '../../movies/hooks/useMovies';
import { useRecentMovies } from '../hooks/useRecentMovies';
import { HeroCarousel } from './HeroCarousel';
import { LatestReleases } from './LatestReleases';
import { WelcomeSection } from './WelcomeSection';

const HERO_COUNT = 5;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Home: hero carousel of recent movies (or, failing that, the newest ones), latest releases, welcome. */
export function HomePage() {
  const recent = useRecentMovies();
  const { allmoviesData, loading, hasFetched } = useMovies();
  const recentMovies = recent.status === 'ready' ? recent.movies : [];
  const heroMovies = (recentMovies.length > 0 ? recentMovies : allmoviesData).slice(0, HERO_COUNT);
  const waitingForHero = recent.status === 'loading' || (recentMovies.length === 0 && (loading || !hasFetched));

  return (
    <Box sx={{ pb: 6 }}>
      <Typography variant="h1" sx={visuallyHidden}>
        ReelTime: movies now showing
      </Typography>
      <Stack spacing={{ xs: 5, md: 8 }}>
        {waitingForHero ? <LoadingState label="Loading movies..." /> : heroMovies.length > 0 && <HeroCarousel movies={heroMovies} />}
        <LatestReleases />
        <WelcomeSection />
      </Stack>
    </Box>
  );
}
