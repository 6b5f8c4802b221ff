import { setRuntimeConfig } from '../config/runtimeConfig';

export const TEST_API_BASE_URL = 'http://api.test';

/** Absolute URL of an API path, for msw handlers. */
export function apiUrl(path: string): string {
  return `${TEST_API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

export function applyTestRuntimeConfig(): void {
  setRuntimeConfig({
    apiBaseUrl: TEST_API_BASE_URL,
    remotes: {
      catalog: 'http://catalog.test/mf-manifest.json',
      booking: 'http://booking.test/mf-manifest.json',
      account: 'http://account.test/mf-manifest.json',
      admin: 'http://admin.test/mf-manifest.json',
    },
  });
}
