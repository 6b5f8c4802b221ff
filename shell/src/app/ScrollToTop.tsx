import { useEffect, useRef } from 'react';
import { useLocation } from '@reeltime/shared-lib';

/**
 * A new page starts at the top, as a full page load would. The document's first page is left alone: it starts at
 * the top (or where the browser restores it on reload) anyway, and scrolling would force a layout while it loads.
 */
export function ScrollToTop(): null {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
