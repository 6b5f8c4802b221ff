import type { RemoteName } from '../api/exposedModules';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * A route element for one remote page, e.g. `remotePage('catalog', 'MoviesPage')`.
 * The key gives each page its own boundary state when the router swaps one remote page for another.
 */
export function remotePage(remote: RemoteName, module: string) {
  return <RemoteBoundary key={`${remote}/${module}`} remote={remote} module={module} />;
}
