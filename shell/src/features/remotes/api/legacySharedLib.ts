import { getInstance } from '@module-federation/enhanced/runtime';

const SHARED_LIB = '@reeltime/shared-lib';

/** The page's share scopes: scope → package → version → copy (`from`: the app that registered it). */
type ShareScopes = Record<
  string,
  Record<string, Record<string, { from?: string; shareConfig?: { strictVersion?: boolean } }>>
>;

/**
 * The shell's federation instance's share scopes (the runtime's public `shareScopeMap`): every remote's entry
 * registers its shared copies into the host's scopes when it initialises.
 */
function pageShareScopes(): ShareScopes {
  return getInstance()?.shareScopeMap ?? {};
}

/** The shared-lib copy `app` registered on this page (its entry registers it when it loads), if any. */
function sharedLibCopyOf(app: string, scopes: ShareScopes): { version: string; strict: boolean } | undefined {
  for (const byPackage of Object.values(scopes)) {
    const found = Object.entries(byPackage[SHARED_LIB] ?? {}).find(([, copy]) => copy.from === app);
    if (found) return { version: found[0], strict: found[1].shareConfig?.strictVersion === true };
  }
  return undefined;
}

/** The shared-lib version `app` registered on this page, if any. */
export function sharedLibVersionOf(app: string, scopes: ShareScopes = pageShareScopes()): string | undefined {
  return sharedLibCopyOf(app, scopes)?.version;
}

const majorOf = (version: string) => Number(version.split('.')[0]);

/**
 * Every remote runs on the shell's copy of shared-lib, so a remote built against another major cannot run: what it
 * imports may be gone or mean something else. A remote that declares its range strictly (shared-lib 1.0 and later)
 * is refused by the federation runtime before its code runs; one built before (0.x) declared no strict range, so it
 * is refused here, before its page renders, with the section's usual Retry panel.
 */
export function refuseOtherSharedLibMajor(remote: string, scopes: ShareScopes = pageShareScopes()): void {
  const shell = sharedLibVersionOf('shell', scopes);
  const built = sharedLibCopyOf(remote, scopes);
  // A strict range is the runtime's to check (its refusal names the range the remote declared).
  if (shell && built && !built.strict && majorOf(built.version) !== majorOf(shell)) {
    throw new Error(
      `${remote} was built against ${SHARED_LIB} ${built.version} and cannot run on this page's ${shell} (another major)`,
    );
  }
}
