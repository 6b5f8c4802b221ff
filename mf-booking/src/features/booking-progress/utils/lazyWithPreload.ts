import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched on demand, or ahead with `preload` (the step before, while the customer reads).
 * Once loaded it renders at once: a lazy component suspends on its first render even when its code is already there,
 * and React then holds the boundary's content back until 300 ms after its fallback showed.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  return {
    preload,
    /** The component to render (inside a Suspense boundary): the loaded one, or the lazy one that fetches it. */
    useComponent(): ComponentType<P> {
      // Settled when the caller mounts: switching from the lazy one to the loaded one later would remount it.
      const [component] = useState(() => loaded ?? Lazy);
      return component;
    },
  };
}
