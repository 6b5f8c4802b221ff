import { mutate } from 'swr';

/**
 * Keys of the one query cache (SWR, bundled in shared-lib, so every remote on the page reads
 * the same cache). Public data is keyed by its path (`/movies`); the logged-in user's data by
 * `[path, token]`, so one user's answers are never shown to the next.
 */
export type PublicKey = string;
export type UserKey = readonly [path: string, token: string];
export type QueryKey = PublicKey | UserKey;

export function isUserKey(key: unknown): key is UserKey {
  return Array.isArray(key);
}

/**
 * On logout: every user's data is dropped at once, and public lists are fetched again
 * by whatever shows them (the "fetched" flags reset), keeping what is on screen meanwhile.
 */
export function clearUserQueries(): void {
  void mutate(isUserKey, undefined, { revalidate: false });
  void mutate((key) => typeof key === 'string');
}
