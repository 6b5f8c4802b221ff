/**
 * Every module the shell loads from each remote: the contract with the remote teams,
 * declared once. Route and slot code names modules through these types, so a typo does not compile;
 * e2e's contract test fails when a remote's built `mf-manifest.json` stops exposing one of them.
 * Renaming or removing an entry on the remote's side is a breaking change.
 */
export const REMOTE_MODULES = {
  catalog: ['HomePage', 'MoviesPage', 'MovieDetailPage', 'SearchOverlay', 'CinemaPage'],
  booking: ['SeatSelectionPage', 'PaymentPage'],
  account: ['ProfilePage', 'MyBookingsPage', 'FavoritesPage'],
  /** The staff remote (mf-admin); registered only when `/app-config.json` names it. */
  admin: ['AdminApp'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;

/** The modules the shell may load from `R`, e.g. `ExposedModule<'booking'>` is `'SeatSelectionPage' | 'PaymentPage'`. */
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

export const REMOTE_NAMES = Object.keys(REMOTE_MODULES) as RemoteName[];
