import routeTable from '../../../app/routeTable.json';

/**
 * Every module the shell loads from each remote: the contract with the remote teams, read from the
 * site's one route table (`src/app/routeTable.json`: remote → exposed module → the page path it is
 * mounted at, or null for a module a slot loads; the shell's router and its server read the same file). Route and slot code name
 * modules through these types, so a typo does not compile; e2e's contract test fails when a remote's
 * built `mf-manifest.json` stops exposing one of them. Renaming or removing an entry on the remote's
 * side is a breaking change. The staff remote (`admin`) is registered only when `/app-config.json` names it.
 */
type RemoteTable = (typeof routeTable)['remotes'];

export type RemoteName = keyof RemoteTable;

/** The modules the shell may load from `R`, e.g. `ExposedModule<'booking'>` is `'SeatSelectionPage' | 'PaymentPage'`. */
export type ExposedModule<R extends RemoteName> = keyof RemoteTable[R] & string;

/** Each remote's modules (read by e2e's contract test; the page itself needs only the names and routes below). */
export const REMOTE_MODULES = /* @__PURE__ */ Object.fromEntries(
  Object.entries(routeTable.remotes).map(([remote, modules]) => [remote, Object.keys(modules)]),
) as unknown as { [R in RemoteName]: readonly ExposedModule<R>[] };

export const REMOTE_NAMES = Object.keys(routeTable.remotes) as RemoteName[];

/** A page a remote module is mounted at (`/admin/*`: the remote routes everything below `/admin` itself). */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
}

/** Every page path of the route table that a remote's module fills, in the table's order. */
export const REMOTE_ROUTES: RemoteRoute[] = Object.entries(routeTable.remotes).flatMap(([remote, modules]) =>
  Object.entries(modules as Record<string, string | null>).flatMap(([module, path]) =>
    path ? [{ path, remote: remote as RemoteName, module }] : [],
  ),
);
