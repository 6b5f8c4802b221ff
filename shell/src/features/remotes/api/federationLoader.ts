import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@reeltime/shared-lib';
import { REMOTE_NAMES } from './exposedModules';
import { refuseOtherSharedLibMajor } from './legacySharedLib';
import { isRemoteModule, type LoadRemoteModule, type RemoteName } from './remoteModules';

/**
 * Registers the remotes named in `/app-config.json` (the staff remote `admin` only when configured):
 * their manifest URLs are data, not build input.
 */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  const remotes: Partial<Record<RemoteName, string>> = config.remotes;
  registerRemotes(REMOTE_NAMES.flatMap((name) => (remotes[name] ? [{ name, entry: remotes[name] }] : [])));
}

/**
 * The production loader. No re-registration is needed before a retry: the runtime (2.9) forgets a
 * failed manifest or remote entry and fetches it again on the next `loadRemote` (checked in Chromium
 * with the remote down, then up).
 */
export const federationLoader: LoadRemoteModule = async (remote, module) => {
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(`${remote}/${module}`);
  } catch (error) {
    // A remote of another shared-lib major may fail while its module loads (a name it imports is gone): say so.
    refuseOtherSharedLibMajor(remote);
    throw error;
  }
  refuseOtherSharedLibMajor(remote);
  if (!isRemoteModule(loaded)) throw new Error(`${remote}/${module} did not load a page component`);
  return loaded;
};
