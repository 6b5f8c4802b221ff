import type { ReactNode } from 'react';
import { useRefundPolicy, type CinemaRefundPolicy } from '../api/getRefundPolicy';
import { useSiteMovies } from '../api/getSiteMovies';
import { DataState } from './DataState';
import { SiteLink } from './SiteLink';
import './legal.css';

const PAGES: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Browse',
    links: [
      { label: 'Home', to: '/' },
      { label: 'All Movies', to: '/movies' },
    ],
  },
  {
    title: 'Your account',
    links: [
      { label: 'My Bookings', to: '/my-bookings' },
      { label: 'Favourites', to: '/favorite' },
      { label: 'Profile', to: '/info' },
    ],
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rt-sitemap__section">
      <h2 id={id} className="rt-legal__heading">
        {title}
      </h2>
      {children}
    </section>
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
    <article className="rt-legal rt-legal--wide">
      <h1 className="rt-legal__title rt-sitemap__title">Site Map</h1>
      <Section id="sitemap-pages" title="Pages">
        <div className="rt-legal__grid">
          {PAGES.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h3 className="rt-legal__subheading">{group.title}</h3>
              <ul className="rt-legal__list">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Section>
      <Section id="sitemap-movies" title="Movies">
        {movies.data ? (
          <ul className="rt-legal__list rt-sitemap__columns">
            {[...movies.data]
              .sort((a, b) => a.title.localeCompare(b.title))
              .map((movie) => (
                <li key={movie.id}>
                  <SiteLink to={`/movies/${movie.id}`}>{movie.title}</SiteLink>
                </li>
              ))}
          </ul>
        ) : (
          <DataState error={movies.error} label="the movies" onRetry={() => void movies.mutate()} />
        )}
      </Section>
      <Section id="sitemap-cinemas" title="Cinemas">
        {policies.data ? (
          byCity(policies.data.cinemas).map(([city, cinemas]) => (
            <div key={city} className="rt-sitemap__city">
              <h3 className="rt-legal__subheading">{city}</h3>
              <ul className="rt-legal__list rt-sitemap__columns">
                {cinemas.map((cinema) => (
                  <li key={cinema.id}>
                    <SiteLink to={`/cinemas/${cinema.id}`}>{cinema.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))
        ) : (
          <DataState error={policies.error} label="the cinemas" onRetry={() => void policies.mutate()} />
        )}
      </Section>
    </article>
  );
}
