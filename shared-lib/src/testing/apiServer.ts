import { setupServer } from 'msw/node';
import { clearSession, setToken } from '../auth/authStore';
import { resetQueryCache } from './resetQueryCache';

/** The test file's msw server (jest gives every test file its own module registry). Tests add handlers with `server.use`. */
export const server = setupServer();

/**
 * Runs msw around the file's tests, failing on any request without a handler, and logs out
 * after each test so the shared stores and the query cache start clean. `afterEachTest` resets the app's own stores.
 */
export function setupApiServer({ afterEachTest }: { afterEachTest?: () => void } = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearSession();
    resetQueryCache();
    afterEachTest?.();
  });
  afterAll(() => server.close());
}

let logins = 0;

/**
 * Starts the test logged in (the API is mocked, so any token will do) and answers the token. Each
 * call has a token of its own, so a request a previous test left in flight can never answer for
 * this one (the query cache keys the user's data by token).
 */
export function logIn(token = `test-token-${++logins}`): string {
  setToken(token);
  return token;
}
