import { useEffect, type RefObject } from 'react';

/** The CSS variable toasts are lifted by on phones: the height of the sticky bar at the bottom of the screen. */
export const STICKY_BAR_VARIABLE = '--rt-sticky-bar-height';

/**
 * Keeps toasts above a page's sticky bottom bar (Proceed, Pay) while `bar` is on screen: its height, measured as it
 * changes, lifts the toast container, so a toast never covers the bar's button.
 */
export function useStickyBarClearance(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () =>
      root.style.setProperty(STICKY_BAR_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STICKY_BAR_VARIABLE);
    };
  }, [bar]);
}
