import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@reeltime/shared-lib';
import { REMOTE_NAMES } from './exposedModules';
import { isRemoteModule, type LoadRemoteModule } from './remoteModules';

/** Registers the remotes named in `/app-config.json`: their manifest URLs are data, not build input. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/**
 * The production loader. No re-registration is needed before a retry: the runtime (2.9) forgets a
 * failed manifest or remote entry and fetches it again on the next `loadRemote` (checked in Chromium
 * with the remote down, then up).
 */
export const federationLoader: LoadRemoteModule = async (remote, module) => {
  const loaded = await loadRemote<unknown>(`${remote}/${module}`);
  if (!isRemoteModule(loaded)) throw new Error(`${remote}/${module} did not load a page component`);
  return loaded;
};
