import type { LoadOptions, LoadRemoteModule, RemoteName } from '../features/remotes/api/remoteModules';

/**
 * A stand-in for Module Federation: each exposed module is a page showing its id as a heading
 * ("catalog/MoviesPage"); remotes marked down reject like an unreachable remote does.
 */
export function createFakeRemoteLoader(down: RemoteName[] = []) {
  const unavailable = new Set(down);
  const calls: { id: string; options: LoadOptions }[] = [];
  const load: LoadRemoteModule = async (remote, module, options) => {
    const id = `${remote}/${module}`;
    calls.push({ id, options });
    if (unavailable.has(remote)) throw new Error(`Failed to get manifest of ${remote} (RUNTIME-003)`);
    return { default: () => <h1>{id}</h1> };
  };
  return {
    load,
    calls,
    bringUp: (remote: RemoteName) => unavailable.delete(remote),
  };
}
