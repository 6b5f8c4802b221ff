import { isValidElement } from 'react';
import type { RouteObject } from '@reeltime/shared-lib';
import { RemoteBoundary, type RemoteBoundaryProps } from '../components/RemoteBoundary';

export type RemotePageRef = Pick<RemoteBoundaryProps, 'remote' | 'module'>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `pattern` (`/movies/:id/seat-selection`) names `path` (`/movies/7/seat-selection`). */
function matches(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index]!.length > 0 : part === have[index]))
  );
}

/** The remote page the router shows at `path` (read from the routes themselves), or null for the shell's own pages. */
export function remotePageAt(routes: RouteObject[], path: string): RemotePageRef | null {
  const pathname = path.split(/[?#]/)[0]!;
  for (const route of routes) {
    const element = route.element;
    if (
      route.path &&
      !route.path.includes('*') &&
      matches(route.path, pathname) &&
      isValidElement(element) &&
      element.type === RemoteBoundary
    ) {
      const { remote, module } = element.props as RemotePageRef;
      return { remote, module };
    }
    const below = route.children ? remotePageAt(route.children, pathname) : null;
    if (below) return below;
  }
  return null;
}
