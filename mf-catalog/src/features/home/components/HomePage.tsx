import { lazy, Suspense } from 'react';
import { useCity } from '@reeltime/shared-lib';
import { useBrowse } from '../../browse/api/getBrowse';
import { HeroCarousel, HeroSkeleton } from './HeroCarousel';
import { LatestReleases } from './LatestReleases';
import { WelcomeSection } from './WelcomeSection';
import './home.css';

const HERO_COUNT = 5;

/** Below the fold, with "Notify me" and its alerts: its own chunk, so `/` starts with less script. */
const ComingSoonSection = lazy(() => import('./ComingSoonSection'));

/**
 * Home in the chosen city (every city before one is chosen): a hero carousel and the latest releases of the films
 * now showing there (each card's Book Now leads to shows), the films coming soon with "Notify me", and the welcome.
 */
export function HomePage() {
  const city = useCity();
  const browse = useBrowse(city);
  const nowShowing = browse.view?.nowShowing ?? [];
  const heroMovies = nowShowing.slice(0, HERO_COUNT);

  return (
    <div className="rt-home">
      <h1 className="rt-visually-hidden">ReelTime: movies now showing</h1>
      {browse.loading ? (
        <HeroSkeleton label="Loading movies..." />
      ) : (
        heroMovies.length > 0 && <HeroCarousel movies={heroMovies} />
      )}
      <LatestReleases browse={browse} />
      {(browse.view?.comingSoon.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <ComingSoonSection city={browse.view?.city ?? null} movies={browse.view?.comingSoon ?? []} />
        </Suspense>
      )}
      <WelcomeSection />
    </div>
  );
}
