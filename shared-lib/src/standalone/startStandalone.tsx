import type { ReactElement } from 'react';

export interface StandaloneRoute {
  path: string;
  label?: string;
  element: ReactElement;
}

/**
 * Runs one remote on its own page: router, theme, toasts and a login stand-in, against the API
 * named in its `/app-config.json`. Its code is fetched only when a remote actually runs alone.
 */
export async function startStandalone(options: { name: string; routes: StandaloneRoute[] }): Promise<void> {
  const { runStandalone } = await import('./runStandalone');
  await runStandalone(options);
}
