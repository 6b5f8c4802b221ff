import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (MUI Dialog and what it draws) is fetched the first time `isOpen` says it opens, keeping it off
 * the page's first load. Once opened it stays mounted, so it can animate closed.
 */
export function onFirstOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  return function DialogOnFirstOpen(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
