import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@reeltime/shared-lib';
import { pageComponent } from '../features/remotes/components/muiPage';

/**
 * A route element for one of the shell's own pages, fetched when the route is first visited, e.g.
 * `lazyPage(() => import('./TermsPage').then((m) => m.TermsPage))`. A page drawn with MUI (admin)
 * comes with its theme; a plain page (`{ usesMui: false }`: legal, help, 404) loads no MUI at all.
 */
export function lazyPage(load: () => Promise<ComponentType>, { usesMui = true }: { usesMui?: boolean } = {}) {
  const Page = lazy(() => load().then((component) => pageComponent({ default: component, usesMui })));
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
