import { useMovies } from '../../movies/api/getMovies';
import { useRecentMovies } from '../api/getRecentMovies';
import { HeroCarousel, HeroSkeleton } from './HeroCarousel';
import { LatestReleases } from './LatestReleases';
import { WelcomeSection } from './WelcomeSection';
import './homeStyles';

const HERO_COUNT = 5;

/** Home: hero carousel of recent movies (or, failing that, the newest ones), latest releases, welcome. */
export function HomePage() {
  const recent = useRecentMovies();
  const { allmoviesData, loading, hasFetched } = useMovies();
  const recentMovies = recent.status === 'ready' ? recent.movies : [];
  const heroMovies = (recentMovies.length > 0 ? recentMovies : allmoviesData).slice(0, HERO_COUNT);
  const waitingForHero = recent.status === 'loading' || (recentMovies.length === 0 && (loading || !hasFetched));

  return (
    <div className="rt-home">
      <h1 className="rt-visually-hidden">ReelTime: movies now showing</h1>
      {waitingForHero ? <HeroSkeleton label="Loading movies..." /> : heroMovies.length > 0 && <HeroCarousel movies={heroMovies} />}
      <LatestReleases />
      <WelcomeSection />
    </div>
  );
}
