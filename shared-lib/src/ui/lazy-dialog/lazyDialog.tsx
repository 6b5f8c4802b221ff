import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A dialog without an `open` prop is open while it is mounted (the screen mounts it when it opens). */
const openProp = (props: object): boolean => (props as { open?: unknown }).open !== false;

/**
 * The one way to load a dialog lazily: its code (MUI Dialog and what it draws) is fetched the first time it opens,
 * keeping it off the page's first load, and it stays mounted once opened, so it can animate closed. `isOpen` says
 * when it is open (by default its `open` prop).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = openProp,
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
