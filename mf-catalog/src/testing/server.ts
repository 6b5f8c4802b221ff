import { setupServer } from 'msw/node';
import { resetMoviesStore } from '../features/movies/store/moviesStore';

/** One msw server per test file; each test adds the handlers it is about with `server.use`. */
export const server = setupServer();

/** Starts msw around the file's tests and forgets every store between tests. */
export function setupApiMocks(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMoviesStore();
  });
  afterAll(() => server.close());
}
