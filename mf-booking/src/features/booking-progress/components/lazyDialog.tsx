import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (MUI Dialog and its content) is fetched the first time it opens, keeping it
 * off the page's first load. Once opened it stays mounted, so it can animate closed.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const Loaded = Dialog as unknown as ComponentType<P>;
  return function DialogOnFirstOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
