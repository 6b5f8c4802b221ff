import { useSyncExternalStore } from 'react';
import type { Store } from './createStore';

/** Reads a store (or a slice of it) and re-renders when it changes. */
export function useStore<S extends object>(store: Store<S>): S;
export function useStore<S extends object, T>(store: Store<S>, select: (state: S) => T): T;
export function useStore<S extends object, T>(store: Store<S>, select?: (state: S) => T): S | T {
  const read = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
