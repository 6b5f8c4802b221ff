import { setupServer } from 'msw/node';
import { clearSession, setToken } from '@reeltime/shared-lib';

/** One msw server per test file; each test adds the handlers it is about. */
export const server = setupServer();

/** Starts msw for the file, and logs out after each test so stores start clean. */
export function setupTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearSession();
  });
  afterAll(() => server.close());
}

export function logIn(token = 'test-token'): void {
  setToken(token);
}
