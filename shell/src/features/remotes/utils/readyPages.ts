import type { ComponentType } from 'react';
import type { LoadOptions, LoadRemoteModule, RemoteName } from '../api/remoteModules';
import { pageComponent } from '../components/muiPage';

/** Pages loaded so far, per loader (the site has one; each test its own), by `remote/module`. */
const readyByLoader = new WeakMap<LoadRemoteModule, Map<string, ComponentType>>();

/**
 * Loads a remote's page and, for a MUI page, its theme (`pageComponent`), and remembers the component: the page
 * then renders from `readyPage` without suspending. A lazy component suspends on its first render even when its code
 * is already there, and React holds a boundary's content back until 300 ms after its fallback showed — so a page
 * fetched while the customer read the step before would still wait a spinner's 300 ms. Failures are not kept.
 */
export async function loadPage(
  load: LoadRemoteModule,
  remote: RemoteName,
  module: string,
  options: LoadOptions,
): Promise<{ default: ComponentType }> {
  const page = await pageComponent(await load(remote, module, options));
  const ready = readyByLoader.get(load) ?? new Map<string, ComponentType>();
  readyByLoader.set(load, ready);
  const key = `${remote}/${module}`;
  // The first one loaded stays: a page already on screen keeps its component (another would remount it).
  if (!ready.has(key)) ready.set(key, page.default);
  return { default: ready.get(key)! };
}

/** The page component of `remote/module` when `loadPage` has loaded it already. */
export function readyPage(load: LoadRemoteModule, remote: RemoteName, module: string): ComponentType | undefined {
  return readyByLoader.get(load)?.get(`${remote}/${module}`);
}
