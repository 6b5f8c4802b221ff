import { MovieGrid, type Movie } from '@reeltime/shared-lib';
import { NotifyMeButton } from '../../browse/components/NotifyMeButton';
import './home.css';
import { prefetchMoviePage } from '../../movies/utils/prefetchMoviePage';

const COMING_SOON_COUNT = 5;

const notifyMe = (movie: Movie) => <NotifyMeButton movie={movie} />;

/** The next films to open (in the chosen city), soonest first, each with "Notify me"; left out when there are none. */
export default function ComingSoonSection({ city, movies }: { city: string | null; movies: readonly Movie[] }) {
  if (movies.length === 0) return null;
  const title = city ? `Coming Soon in ${city}` : 'Coming Soon';
  return (
    <section aria-labelledby="coming-soon-title" className="rt-section">
      <div className="rt-section__head">
        <h2 id="coming-soon-title" className="rt-section__title">
          {title}
        </h2>
      </div>
      <MovieGrid
        movies={movies.slice(0, COMING_SOON_COUNT)}
        label={title}
        action={notifyMe}
        onOpen={prefetchMoviePage}
      />
    </section>
  );
}
