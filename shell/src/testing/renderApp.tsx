import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation, type Location } from '@reeltime/shared-lib';
import { App } from '../app/App';
import type { LoadRemoteModule } from '../features/remotes/api/remoteModules';
import { MemoryRouter, QueryTestConfig } from '@reeltime/shared-lib/testing';
import type { SitePages } from '../features/remotes/api/sitePages';
import { createFakeRemoteLoader } from './fakeRemoteLoader';
import { SITE_PAGES } from './sitePages';

/** Where the app is now, as the router sees it (`router.state.location.pathname`). */
export interface RouterProbe {
  state: { location: Location };
}

export type RenderedApp = RenderResult & { user: UserEvent; router: RouterProbe };

function LocationProbe({ probe }: { probe: { location: Location | null } }) {
  probe.location = useLocation();
  return null;
}

/**
 * Renders the whole shell at `route` (or the last of a history of routes), with fake remotes unless a loader is given,
 * and the remotes' pages as they declare them unless others are given.
 */
export function renderApp(
  route: string | string[] = '/',
  loadRemoteModule: LoadRemoteModule = createFakeRemoteLoader().load,
  sitePages: SitePages = SITE_PAGES,
): RenderedApp {
  const probe: { location: Location | null } = { location: null };
  // No timer between keystrokes: a whole name typed into an MUI field is one burst, not dozens of
  // macrotasks that each wait their turn on a loaded machine (the auth-form tests' cost).
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryTestConfig>
      <MemoryRouter initialEntries={Array.isArray(route) ? route : [route]}>
        <App loadRemoteModule={loadRemoteModule} sitePages={sitePages} />
        <LocationProbe probe={probe} />
      </MemoryRouter>
    </QueryTestConfig>,
  );
  const router: RouterProbe = {
    state: {
      get location() {
        if (!probe.location) throw new Error('The router has not rendered yet');
        return probe.location;
      },
    },
  };
  return { ...result, user, router };
}
