import { setupApiServer } from '@reeltime/shared-lib/testing';
import { resetMoviesStore } from '../features/movies/store/moviesStore';

export { server } from '@reeltime/shared-lib/testing';

/** msw around the file's tests; the catalog's movies store is forgotten between tests. */
export function setupApiMocks(): void {
  setupApiServer({ afterEachTest: resetMoviesStore });
}
