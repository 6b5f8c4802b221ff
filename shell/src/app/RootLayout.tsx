import { Outlet } from 'react-router-dom';
import { AuthModal } from '../features/auth/components/AuthModal';
import { ScrollToTop } from './ScrollToTop';

/** Around every route, admin included: the auth modal and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <AuthModal />
    </>
  );
}
