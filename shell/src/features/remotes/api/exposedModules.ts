/**
 * The remotes the shell composes, and the modules its own code loads from them. Each remote declares its pages itself
 * (their paths, in its `src/exposes/pages.json`; the shell learns them at run time: `sitePages.ts`), so a page is
 * added, moved or removed by its team alone. What stays here is the shell's side of the contract: the remotes it
 * knows by name (their section names for the unavailable panel) and the modules it puts into its own slots (the
 * header's search), which e2e's contract test checks against each remote's built `mf-manifest.json`. Renaming or
 * removing one of those on the remote's side is a breaking change. The staff remote (`admin`) is registered only
 * when `/app-config.json` names it.
 */
export const REMOTE_SECTION_NAMES = {
  catalog: 'movies section',
  booking: 'booking section',
  account: 'account section',
  admin: 'staff section',
} as const;

export type RemoteName = keyof typeof REMOTE_SECTION_NAMES;

export const REMOTE_NAMES = Object.keys(REMOTE_SECTION_NAMES) as RemoteName[];

/** Whether `name` is a remote the shell composes. */
export const isRemoteName = (name: unknown): name is RemoteName =>
  typeof name === 'string' && Object.hasOwn(REMOTE_SECTION_NAMES, name);

/** The modules the shell's own code loads into its slots, by remote (read by e2e's contract test). */
export const SLOT_MODULES = {
  catalog: ['SearchOverlay'],
} as const satisfies Partial<Record<RemoteName, readonly string[]>>;

/** A slot module of remote `R`, e.g. `SlotModule<'catalog'>` is `'SearchOverlay'`. */
export type SlotModule<R extends RemoteName> = R extends keyof typeof SLOT_MODULES
  ? (typeof SLOT_MODULES)[R][number]
  : never;
