import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRefundPolicy, type CinemaRefundPolicy } from '../api/getRefundPolicy';
import { useSiteMovies } from '../api/getSiteMovies';
import { DataState } from './DataState';
import { SiteLink } from './SiteLink';

const PAGES: { title: string; links: { label: string; to: string }[] }[] = [
  { title: 'Browse', links: [{ label: 'Home', to: '/' }, { label: 'All Movies', to: '/movies' }] },
  {
    title: 'Your account',
    links: [{ label: 'My Bookings', to: '/my-bookings' }, { label: 'Favourites', to: '/favorite' }, { label: 'Profile', to: '/info' }],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Payment Options', to: '/payment-options' },
    ],
  },
  {
    title: 'Company and legal',
    links: [
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Terms & Conditions', to: '/terms-and-conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];

const listSx = { columns: { xs: 1, sm: 2, md: 3 }, columnGap: 4, pl: 2.5, m: 0, '& li': { breakInside: 'avoid', mb: 0.75 } };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function byCity(cinemas: CinemaRefundPolicy[]): [string, CinemaRefundPolicy[]][] {
  const cities = new Map<string, CinemaRefundPolicy[]>();
  for (const cinema of cinemas) cities.set(cinema.city, [...(cities.get(cinema.city) ?? []), cinema]);
  return [...cities.entries()];
}

/** `/sitemap`: every page of the site, every movie and every cinema, from the API. */
export function SiteMapPage() {
  const movies = useSiteMovies();
  const policies = useRefundPolicy();
  return (
    <Box component="article" sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, sm: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 }, mb: 4 }}>
        Site Map
      </Typography>
      <Section id="sitemap-pages" title="Pages">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {PAGES.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to}>{link.label}</SiteLink>
                  </li>
                ))}
              </Box>
            </nav>
          ))}
        </Box>
      </Section>
      <Section id="sitemap-movies" title="Movies">
        {movies.data ? (
          <Box component="ul" sx={listSx}>
            {[...movies.data].sort((a, b) => a.title.localeCompare(b.title)).map((movie) => (
              <li key={movie.id}>
                <SiteLink to={`/movies/${movie.id}`}>{movie.title}</SiteLink>
              </li>
            ))}
          </Box>
        ) : (
          <DataState error={movies.error} label="the movies" onRetry={() => void movies.mutate()} />
        )}
      </Section>
      <Section id="sitemap-cinemas" title="Cinemas">
        {policies.data ? (
          byCity(policies.data.cinemas).map(([city, cinemas]) => (
            <Box key={city} sx={{ mb: 2.5 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {city}
              </Typography>
              <Box component="ul" sx={listSx}>
                {cinemas.map((cinema) => (
                  <li key={cinema.id}>
                    <SiteLink to={`/cinemas/${cinema.id}`}>{cinema.name}</SiteLink>
                  </li>
                ))}
              </Box>
            </Box>
          ))
        ) : (
          <DataState error={policies.error} label="the cinemas" onRetry={() => void policies.mutate()} />
        )}
      </Section>
    </Box>
  );
}
