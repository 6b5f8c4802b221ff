import { startStandalone } from '@reeltime/shared-lib';
import AdminApp from './exposes/AdminApp';

void startStandalone({
  name: 'admin',
  routes: [
    { path: '/', element: <AdminApp /> },
    { path: '/admin/*', label: 'Scanner', element: <AdminApp /> },
  ],
});
