import Box from '@mui/material/Box';
import { MovieCard, type Movie } from '@reeltime/shared-lib';

/** 2 columns on phones, up to 5 on extra-large screens. */
export function FavoritesGrid({ movies }: { movies: Movie[] }) {
  return (
    <Box
      component="ul"
      aria-label="Favourite movies"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
          xl: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {movies.map((movie) => (
        <li key={movie.id}>
          <MovieCard movie={movie} />
        </li>
      ))}
    </Box>
  );
}
