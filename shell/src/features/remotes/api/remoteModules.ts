import type { ComponentType } from 'react';
import type { RemoteName } from './exposedModules';

export type { RemoteName } from './exposedModules';

/** What every exposed module is (the contract between teams): a page component with no required props. */
export interface RemoteModule {
  default: ComponentType;
  /**
   * `false` when the page is built without MUI (light components only): the shell then renders it
   * as is. Absent or `true`: the shell loads MUI's theme first and renders the page inside it.
   */
  usesMui?: boolean;
}

export interface LoadOptions {
  /** True when the user pressed Retry after a failed load. */
  retry: boolean;
}

/** Loads `remote/module`; rejects when the remote cannot be reached. Injected so tests can fake it. */
export type LoadRemoteModule = (remote: RemoteName, module: string, options: LoadOptions) => Promise<RemoteModule>;

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const component = (value as { default?: unknown }).default;
  // memo() and forwardRef() components are objects.
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}
