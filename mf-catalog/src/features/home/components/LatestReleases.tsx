import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ErrorState, LoadingState } from '@reeltime/shared-lib';
import { MovieGrid } from '../../movies/components/MovieGrid';
import { useMovies } from '../../movies/hooks/useMovies';
import { latestReleases } from '../../movies/utils/releaseOrder';

const LATEST_COUNT = 5;

/** The five newest movies by release date, with a link to the full list. */
export function LatestReleases({ title = 'Latest Releases' }: { title?: string }) {
  const { allmoviesData, loading, error, hasFetched, reload } = useMovies();
  const latest = latestReleases(allmoviesData, LATEST_COUNT);

  return (
    <Stack component="section" aria-labelledby="latest-releases-title" spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="latest-releases-title" variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Button component={RouterLink} to="/movies" endIcon={<ArrowForwardIcon />}>
          View All
        </Button>
      </Stack>
      {loading || !hasFetched ? (
        <LoadingState label="Loading latest releases..." />
      ) : error ? (
        <ErrorState title="Could not load movies" message={error} actionLabel="Try Again" onAction={reload} />
      ) : latest.length === 0 ? (
        <Typography color="text.secondary">New releases will appear here soon.</Typography>
      ) : (
        <MovieGrid movies={latest} label={title} />
      )}
    </Stack>
  );
}
