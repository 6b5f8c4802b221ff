import { Box } from '@mui/material';
import { MovieCard, type Movie } from '@reeltime/shared-lib';

/** Responsive poster grid: two columns on phones, as many ~180 px columns as fit from 640 px up. */
export function MovieGrid({ movies, label }: { movies: readonly Movie[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
      }}
    >
      {movies.map((movie) => (
        <Box component="li" key={movie.id} sx={{ minWidth: 0 }}>
          <MovieCard movie={movie} />
        </Box>
      ))}
    </Box>
  );
}
