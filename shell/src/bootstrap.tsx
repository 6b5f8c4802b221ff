import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, loadRuntimeConfig } from '@reeltime/shared-lib';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { federationLoader, registerConfiguredRemotes } from './features/remotes/api/federationLoader';
import { loadSitePages } from './features/remotes/api/sitePages';
import { provideMuiModules } from './mui/provideMuiModules';

// Referenced, never called at start-up: it puts every MUI module the apps use into the shell's build,
// so the shell provides them to the share scope (see provideMuiModules.ts).
void provideMuiModules;

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    registerConfiguredRemotes(config);
    // The remotes' pages: written into the HTML by the shell's server; a remote's manifest is asked for only when not.
    const sitePages = await loadSitePages(config);
    // A transition renders the first tree in short slices that let the browser breathe (input, paint) instead of one
    // long task; the HTML's first paint stays on screen until the page's own content replaces it.
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <App loadRemoteModule={federationLoader} sitePages={sitePages} />
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('ReelTime could not start', error);
    root.render(<StartupError />);
  }
}

void start();
