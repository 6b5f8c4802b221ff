import { setupApiServer } from '@reeltime/shared-lib/testing';

export { server } from '@reeltime/shared-lib/testing';

/** msw around the file's tests (the query cache is cleared between tests by the shared-lib helper). */
export function setupApiMocks(): void {
  setupApiServer();
}
