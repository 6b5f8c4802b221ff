import { isValidElement } from 'react';
import { matchPath, type RouteObject } from '@reeltime/shared-lib';
import { RemoteBoundary, type RemoteBoundaryProps } from '../components/RemoteBoundary';

export type RemotePageRef = Pick<RemoteBoundaryProps, 'remote' | 'module'>;

/** The remote page the router shows at `path` (read from the routes themselves), or null for the shell's own pages. */
export function remotePageAt(routes: RouteObject[], path: string): RemotePageRef | null {
  const pathname = path.split(/[?#]/)[0]!;
  for (const route of routes) {
    const element = route.element;
    if (
      route.path &&
      !route.path.includes('*') &&
      matchPath(route.path, pathname) !== null &&
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
