import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatDuration, type Movie } from '@reeltime/shared-lib';

export function firstGenre(genre: string | null | undefined): string {
  return genre?.split(',')[0]?.trim() ?? '';
}

/** Release date, first genre, duration, language and certification as a definition list. */
export function MovieFacts({ movie }: { movie: Movie }) {
  const facts = [
    ['Release date', formatDate(movie.releaseDate) || 'To be announced'],
    ['Genre', firstGenre(movie.genre) || 'N/A'],
    ['Duration', formatDuration(movie.duration) || 'N/A'],
    ['Language', movie.language || 'N/A'],
    ['Certification', movie.certification || 'Not Rated'],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term}>
          <Typography
            component="dt"
            variant="caption"
            color="text.secondary"
            sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}
          >
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
