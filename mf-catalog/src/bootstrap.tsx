import { startStandalone } from '@reeltime/shared-lib/standalone';
import CinemaPage from './exposes/CinemaPage';
import HomePage from './exposes/HomePage';
import MovieDetailPage from './exposes/MovieDetailPage';
import MoviesPage from './exposes/MoviesPage';
import { WithSearch } from './standalone/WithSearch';

void startStandalone({
  name: 'catalog',
  routes: [
    {
      path: '/',
      label: 'Home',
      element: (
        <WithSearch>
          <HomePage />
        </WithSearch>
      ),
    },
    {
      path: '/movies',
      label: 'Movies',
      element: (
        <WithSearch>
          <MoviesPage />
        </WithSearch>
      ),
    },
    {
      path: '/movies/:id',
      element: (
        <WithSearch>
          <MovieDetailPage />
        </WithSearch>
      ),
    },
    {
      path: '/cinemas/:id',
      element: (
        <WithSearch>
          <CinemaPage />
        </WithSearch>
      ),
    },
  ],
});
