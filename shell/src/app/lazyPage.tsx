import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@reeltime/shared-lib';
import { pageComponent } from '../features/remotes/components/muiPage';

/**
 * A route element for one of the shell's own MUI pages (legal, 404, admin), fetched with its
 * theme when the route is first visited, e.g. `lazyPage(() => import('./TermsPage').then((m) => m.TermsPage))`.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => pageComponent({ default: component })));
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
