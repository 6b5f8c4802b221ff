import { Box, Stack, Typography } from '@mui/material';
import { EmptyState, ErrorState, LoadingState } from '@reeltime/shared-lib';
import { useMovies } from '../hooks/useMovies';
import { MovieGrid } from './MovieGrid';

/** SPEC "All Movies": every movie, newest release first, with loading, error and empty states. */
export function AllMoviesPage() {
  const { allmoviesData, loading, error, hasFetched, reload } = useMovies();

  const body = (() => {
    if (loading || !hasFetched) return <LoadingState label="Loading movies..." />;
    if (error) return <ErrorState title="Could not load movies" message={error} actionLabel="Try Again" onAction={reload} />;
    if (allmoviesData.length === 0) {
      return (
        <EmptyState
          title="No Movies Available"
          message="There are no movies to show right now. Please check back soon."
          actionLabel="Refresh"
          onAction={reload}
        />
      );
    }
    return <MovieGrid movies={allmoviesData} label="All movies" />;
  })();

  return (
    <Box component="section" aria-labelledby="all-movies-title" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: { xs: 2, md: 3 }, gap: 2 }}>
        <Typography id="all-movies-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          All Movies
        </Typography>
        {hasFetched && !loading && !error && allmoviesData.length > 0 && (
          <Typography color="text.secondary" variant="body2">
            {allmoviesData.length} {allmoviesData.length === 1 ? 'movie' : 'movies'}
          </Typography>
        )}
      </Stack>
      {body}
    </Box>
  );
}
