import { MovieCard } from '@reeltime/shared-lib';
import { useMovies } from '../../movies/api/getMovies';

const MAX_OTHERS = 12;

/** Other movies from the shared movies list, in a horizontally scrolling row. */
export function AlsoShowingNow({ currentMovieId }: { currentMovieId: number }) {
  const { allmoviesData } = useMovies();
  const others = allmoviesData.filter((movie) => movie.id !== currentMovieId).slice(0, MAX_OTHERS);
  if (others.length === 0) return null;

  return (
    <section aria-labelledby="also-showing-title" className="rt-also-showing">
      <h2 id="also-showing-title" className="rt-also-showing__title">
        Also Showing Now
      </h2>
      <ul role="list" aria-labelledby="also-showing-title" className="rt-also-showing__row">
        {others.map((movie) => (
          <li key={movie.id}>
            <MovieCard movie={movie} />
          </li>
        ))}
      </ul>
    </section>
  );
}
