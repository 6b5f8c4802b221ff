import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MovieCard } from '@reeltime/shared-lib';
import { useMovies } from '../../movies/api/getMovies';

const MAX_OTHERS = 12;

/** Other movies from the shared movies list, in a horizontally scrolling row. */
export function AlsoShowingNow({ currentMovieId }: { currentMovieId: number }) {
  const { allmoviesData } = useMovies();
  const others = allmoviesData.filter((movie) => movie.id !== currentMovieId).slice(0, MAX_OTHERS);
  if (others.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="also-showing-title" spacing={2}>
      <Typography id="also-showing-title" variant="h5" component="h2">
        Also Showing Now
      </Typography>
      <Box
        component="ul"
        role="list"
        aria-labelledby="also-showing-title"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '42%', sm: '200px' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {others.map((movie) => (
          <li key={movie.id}>
            <MovieCard movie={movie} />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
