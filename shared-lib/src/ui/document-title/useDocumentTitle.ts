import { useEffect } from 'react';

const SITE = 'ReelTime';

/** The browser tab's text for a page: "Monsoon Express — Tickets | ReelTime"; the site's own name without one. */
export function documentTitle(page?: string | null): string {
  return page ? `${page} | ${SITE}` : `${SITE} — Book movie tickets`;
}

/**
 * Names the tab after what the page shows. The shell names every route on navigation; a page that
 * knows better (a movie's title once it has loaded) calls this. `undefined` leaves the title alone.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(page);
  }, [page]);
}
