/** Props for a control that starts fetching what it opens as soon as the customer shows the intent to use it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * For a control that opens code fetched on demand (a dialog, an overlay): the pointer coming over it, keyboard
 * focus or a touch starts fetching that code, so the tap finds it loaded or on its way. Nothing is fetched at page
 * load or while the browser is idle: a page's bytes stay what it needs to show itself. A failure is left to the
 * control's own loading when it is used (`load` is asked again then; module loads are cached once they succeed).
 */
export function prefetchOnIntent(load: () => Promise<unknown>): IntentHandlers {
  const start = () => {
    load().catch(() => undefined);
  };
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}
