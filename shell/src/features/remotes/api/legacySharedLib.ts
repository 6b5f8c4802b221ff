import { getInstance } from '@module-federation/enhanced/runtime';
import { loadV1Operators } from '@reeltime/shared-lib';

const SHARED_LIB = '@reeltime/shared-lib';

/** The share scopes of the page: scope → package → version → copy. */
type ShareScopes = Record<string, Record<string, Record<string, unknown>>>;

/**
 * The shell's federation instance's share scopes (the runtime's public `shareScopeMap`): every remote's entry
 * registers its shared copies into the host's scopes when it initialises.
 */
function pageShareScopes(): ShareScopes {
  return getInstance()?.shareScopeMap ?? {};
}

/** Every shared-lib version the shell and the remotes loaded so far registered on this page. */
export function sharedLibVersionsOnPage(scopes: ShareScopes = pageShareScopes()): string[] {
  const versions = Object.values(scopes).flatMap((byPackage) => Object.keys(byPackage[SHARED_LIB] ?? {}));
  return [...new Set(versions)];
}

/** Built against shared-lib before 1.1 (1.0, or the unversioned 0.x): it imports what 1.1 fetches on demand. */
export function isBeforeSharedLib11(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major < 1 || (major === 1 && minor < 1);
}

/**
 * A remote built against an older shared-lib joined the page (it registered its version when its
 * entry loaded): fetch the 1.0 exports that 1.1 no longer ships on `/`, before its page renders.
 */
export async function supportOlderRemotes(scopes?: ShareScopes): Promise<void> {
  if (sharedLibVersionsOnPage(scopes).some(isBeforeSharedLib11)) await loadV1Operators();
}
