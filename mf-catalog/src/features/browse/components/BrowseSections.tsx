import { MovieGrid, type Movie } from '@reeltime/shared-lib';
import type { BrowsedMovie } from '../api/getBrowse';
import { NotifyMeButton } from './NotifyMeButton';
import './browse.css';
import { prefetchMoviePage } from '../../movies/utils/prefetchMoviePage';

interface Props {
  city: string | null;
  nowShowing: readonly BrowsedMovie[];
  comingSoon: readonly BrowsedMovie[];
  /** Films per section (all when absent). */
  limit?: number;
  /** Heading level of the section titles under the page's own headings. */
  headingLevel?: 2 | 3;
}

const notifyMe = (movie: Movie) => <NotifyMeButton movie={movie} />;

/** "Now showing" (Book Now) apart from "Coming soon" (Notify me); a section with no film is left out. */
export function BrowseSections({ city, nowShowing, comingSoon, limit, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const place = city ? ` in ${city}` : '';
  const cut = <T,>(movies: readonly T[]) => (limit === undefined ? movies : movies.slice(0, limit));
  return (
    <>
      {nowShowing.length > 0 && (
        <section aria-labelledby="now-showing-title" className="rt-browse-section">
          <Heading id="now-showing-title" className="rt-browse-section__title">
            Now showing{place}
          </Heading>
          <MovieGrid movies={cut(nowShowing)} label={`Now showing${place}`} onOpen={prefetchMoviePage} />
        </section>
      )}
      {comingSoon.length > 0 && (
        <section aria-labelledby="coming-soon-title" className="rt-browse-section">
          <Heading id="coming-soon-title" className="rt-browse-section__title">
            Coming soon{place}
          </Heading>
          <MovieGrid
            movies={cut(comingSoon)}
            label={`Coming soon${place}`}
            action={notifyMe}
            onOpen={prefetchMoviePage}
          />
        </section>
      )}
    </>
  );
}
