import { Outlet } from '@reeltime/shared-lib';
import { AuthModalSlot } from '../features/auth/components/AuthModalSlot';
import { ScrollToTop } from './ScrollToTop';

/** Around every route, admin included: the auth modal and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <AuthModalSlot />
    </>
  );
}
