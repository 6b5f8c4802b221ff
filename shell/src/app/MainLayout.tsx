import { loadTrailerDialog, Outlet, useDocumentTitle, useLocation } from '@reeltime/shared-lib';
import { Footer } from '../features/footer/components/Footer';
import { Header } from '../features/header/components/Header';
import { SearchOverlaySlot } from '../features/search/components/SearchOverlaySlot';
import { useIdlePrefetch } from '../features/remotes/hooks/useIdlePrefetch';
import { routeTitle, useSitePages } from './routeTitle';
import './shell.css';

/**
 * The site's pages: header, page, footer, and the search overlay slot. The page area is at least
 * a screen tall, so the footer never shows above a page that is still loading and then jumps. The trailer
 * dialog's code is fetched once the customer uses the page and it is idle, so Watch Trailer opens at the first tap.
 */
export function MainLayout() {
  useDocumentTitle(routeTitle(useLocation().pathname, useSitePages()));
  useIdlePrefetch(loadTrailerDialog);
  return (
    <div className="rt-layout">
      <a href="#main" className="rt-skip">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="rt-main">
        <Outlet />
      </main>
      <Footer />
      <SearchOverlaySlot />
    </div>
  );
}
