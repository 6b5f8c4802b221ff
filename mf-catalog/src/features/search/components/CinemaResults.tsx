import { Link as RouterLink } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import TheatersIcon from '@mui/icons-material/Theaters';
import type { CinemaMatch } from '../api/searchCatalogue';

/** The street address, with the city when the address does not name it. */
const placeOf = ({ address, city }: CinemaMatch) =>
  address.toLowerCase().includes(city.toLowerCase()) ? address : `${address}, ${city}`;

/** Cinemas a search found, each leading to its page. */
export function CinemaResults({ cinemas }: { cinemas: readonly CinemaMatch[] }) {
  return (
    <Box
      component="ul"
      role="list"
      aria-label="Cinema results"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(300px, 1fr))' },
      }}
    >
      {cinemas.map((cinema) => (
        <li key={cinema.id}>
          <Link
            component={RouterLink}
            to={`/cinemas/${cinema.id}`}
            underline="none"
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              minHeight: 48,
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              color: 'text.primary',
              '&:hover, &:focus-visible': { borderColor: 'primary.main' },
            }}
          >
            <TheatersIcon aria-hidden color="primary" />
            <span>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {cinema.name}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {placeOf(cinema)}
              </Typography>
            </span>
          </Link>
        </li>
      ))}
    </Box>
  );
}
