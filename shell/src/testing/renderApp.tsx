import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter } from '@reeltime/shared-lib';
import { App } from '../app/App';
import { appRoutes } from '../app/routes';
import type { LoadRemoteModule } from '../features/remotes/api/remoteModules';
import { createFakeRemoteLoader } from './fakeRemoteLoader';

export type RenderedApp = RenderResult & { user: UserEvent; router: ReturnType<typeof createMemoryRouter> };

/** Renders the whole shell at `route`, with fake remotes unless a loader is given. */
export function renderApp(route = '/', loadRemoteModule: LoadRemoteModule = createFakeRemoteLoader().load): RenderedApp {
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(<App router={router} loadRemoteModule={loadRemoteModule} />);
  return { ...result, user, router };
}
