import { authStore } from '@reeltime/shared-lib';
import { applyTestRuntimeConfig, resetQueryCache } from '@reeltime/shared-lib/testing';
import { server } from './server';

// jsdom has no layout: scrolling is a no-op the shell calls on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  applyTestRuntimeConfig();
  authStore.set({ token: null });
});
afterEach(async () => {
  server.resetHandlers();
  await resetQueryCache();
});
afterAll(() => server.close());
