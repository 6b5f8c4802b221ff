import { useEffect } from 'react';
import { useLocation } from '@reeltime/shared-lib';

/** A new page starts at the top, as a full page load would. */
export function ScrollToTop(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
