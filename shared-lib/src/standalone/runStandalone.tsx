import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { MuiTheme } from '@reeltime/shared-lib/mui';
// Through the package entry (see LoginStandIn.tsx): one router, store and bus with the remote's pages.
import {
  AppProviders,
  BrowserRouter,
  Link as RouterLink,
  Route,
  Routes,
  clearSession,
  loadRuntimeConfig,
  openAuthModal,
  useAuth,
} from '@reeltime/shared-lib';
import type { StandaloneRoute } from './startStandalone';
import { LoginStandIn } from './LoginStandIn';

function StandaloneBar({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const { isLoggedIn } = useAuth();
  return (
    <AppBar position="sticky" color="default">
      <Toolbar sx={{ gap: 1 }}>
        <Typography sx={{ fontWeight: 800, mr: 2 }}>ReelTime · {name} (standalone)</Typography>
        {routes
          .filter((route) => route.label)
          .map((route) => (
            <Button key={route.path} component={RouterLink} to={route.path} color="inherit">
              {route.label}
            </Button>
          ))}
        <Box sx={{ flexGrow: 1 }} />
        {isLoggedIn ? (
          <Button onClick={clearSession}>Logout</Button>
        ) : (
          <Button variant="contained" onClick={() => openAuthModal('login')}>
            Login
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

/**
 * Runs one remote on its own page: router, theme, toasts and a login stand-in,
 * against the API named in its `/app-config.json`.
 */
export async function runStandalone({ name, routes }: { name: string; routes: StandaloneRoute[] }): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <MuiTheme>
          <BrowserRouter>
            <StandaloneBar name={name} routes={routes} />
            <Container maxWidth="xl" sx={{ py: 3 }}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
              </Routes>
            </Container>
            <LoginStandIn />
          </BrowserRouter>
        </MuiTheme>
      </AppProviders>
    </StrictMode>,
  );
}
