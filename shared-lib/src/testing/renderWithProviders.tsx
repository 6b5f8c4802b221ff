import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryTestConfig } from './QueryTestConfig';
import { AppProviders } from '../ui/AppProviders';
import { MuiTheme } from '../ui/mui/MuiTheme';
import { loadToastRenderer } from '../ui/toast/ToastHost';
import { applyTestRuntimeConfig } from './testRuntime';

// In the browser notistack is fetched with the first toast; tests load it up front, so a toast shows
// as soon as it is published, as it does once the renderer is loaded.
void loadToastRenderer();

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" data-pathname={location.pathname} data-search={location.search} hidden />;
}

export interface RenderOptions {
  /** The URL the test starts at. */
  route?: string;
  /** Route pattern the element is mounted on, e.g. `/movies/:id`. */
  path?: string;
}

/**
 * Renders a page as the site would: base styles, MUI theme, toasts, a router at `route`, and the test
 * runtime config. `screen.getByTestId('location')` tells where navigation went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderOptions = {},
): RenderResult & { user: UserEvent } {
  applyTestRuntimeConfig();
  // No timer between keystrokes: typed text is one burst, not a macrotask per character that waits
  // its turn on a loaded machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryTestConfig>
      <AppProviders>
        <MuiTheme>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              {path !== '*' && <Route path="*" element={null} />}
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </MuiTheme>
      </AppProviders>
    </QueryTestConfig>,
  );
  return { ...result, user };
}
