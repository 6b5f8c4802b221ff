import { Navigate } from '@reeltime/shared-lib';
import { startStandalone } from '@reeltime/shared-lib/standalone';
import AdminApp from './exposes/AdminApp';

// Alone, the remote serves the same paths as in the site: everything under /admin.
void startStandalone({
  name: 'admin',
  routes: [
    { path: '/', element: <Navigate to="/admin" replace /> },
    { path: '/admin/*', element: <AdminApp /> },
  ],
});
