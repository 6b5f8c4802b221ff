import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

/** Width of the sticky row-letter column, px. */
export const ROW_LABEL_WIDTH = 18;
/** Seat pitch (distance between seat centres, px) when the whole theatre fits comfortably. */
export const COMFORTABLE_PITCH = 40;
/**
 * WCAG 2.5.8: targets under 24×24 px need 24 px between their centres. Below this pitch the map is
 * an overview: a tap zooms in instead of choosing a seat, so no undersized seat is a tap target.
 */
export const MIN_TARGET_PITCH = 24;
/** Where a tap on the overview zooms to. */
const TAP_ZOOM_PITCH = 32;
const MAX_PITCH = 56;
const STEP = 1.3;

interface Anchor {
  /** The point of the map (0–1 of its width) to keep at `viewX` px from the box's left edge. */
  ratio: number;
  viewX: number;
}

/**
 * The box's inner width, null until measured: the map is drawn once it is known, so its seats are laid out once,
 * at the pitch that fits, instead of first at the comfortable pitch and again when the measure comes back.
 */
function useBoxWidth(box: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/**
 * Zoom for the seat map: it starts scaled to fit its box; zoom buttons, pinch, or a tap on the
 * overview enlarge it, and the map then pans inside its own box (never the page).
 */
export function useMapZoom(box: RefObject<HTMLElement | null>, widthInSeats: number) {
  const width = useBoxWidth(box);
  const fitPitch =
    width !== null && width > 0
      ? Math.min(COMFORTABLE_PITCH, Math.floor(((width - ROW_LABEL_WIDTH) / Math.max(widthInSeats, 1)) * 10) / 10)
      : COMFORTABLE_PITCH;
  const [zoomed, setZoomed] = useState<number | null>(null);
  const pitch = zoomed === null ? fitPitch : Math.max(fitPitch, Math.min(MAX_PITCH, zoomed));
  const anchor = useRef<Anchor | null>(null);

  const zoomTo = useCallback(
    (next: number, viewX?: number) => {
      const element = box.current;
      if (element && element.scrollWidth > 0) {
        const x = viewX ?? element.clientWidth / 2;
        anchor.current = { ratio: (element.scrollLeft + x) / element.scrollWidth, viewX: x };
      }
      setZoomed(next <= fitPitch ? null : next);
    },
    [box, fitPitch],
  );

  // Keep the anchored point of the map under the same place in the box after a zoom.
  useLayoutEffect(() => {
    const element = box.current;
    const point = anchor.current;
    anchor.current = null;
    if (!element || !point) return;
    element.scrollLeft = point.ratio * element.scrollWidth - point.viewX;
  }, [box, pitch]);

  const zoomIn = () => zoomTo(Math.max(pitch * STEP, MIN_TARGET_PITCH + 4));
  const zoomOut = () => zoomTo(pitch / STEP);

  /** Zoom the overview in around a tapped point (client x). */
  const zoomAround = (clientX: number) => {
    const element = box.current;
    const left = element?.getBoundingClientRect().left ?? 0;
    zoomTo(TAP_ZOOM_PITCH, clientX - left);
  };

  // Pinch: two touch points on the map scale it; the page itself is not zoomed (touch-action).
  const touches = useRef(new Map<number, number>());
  const pinch = useRef<{ distance: number; pitch: number } | null>(null);
  const spread = () => {
    const [a, b] = [...touches.current.values()];
    return Math.abs(a - b);
  };
  const pinchHandlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      touches.current.set(event.pointerId, event.clientX);
      if (touches.current.size === 2) pinch.current = { distance: Math.max(spread(), 1), pitch };
    },
    onPointerMove: (event: PointerEvent) => {
      if (!touches.current.has(event.pointerId)) return;
      touches.current.set(event.pointerId, event.clientX);
      const start = pinch.current;
      if (start && touches.current.size === 2)
        setZoomed(Math.min(MAX_PITCH, (start.pitch * spread()) / start.distance));
    },
    onPointerUp: (event: PointerEvent) => {
      touches.current.delete(event.pointerId);
      if (touches.current.size < 2) pinch.current = null;
    },
  };

  useEffect(() => {
    // A narrower screen (rotation) with a zoom below the new fit goes back to fitting.
    if (zoomed !== null && zoomed <= fitPitch) setZoomed(null);
  }, [zoomed, fitPitch]);

  return {
    /** The box has been measured: the map can be drawn at its fitting pitch. */
    measured: width !== null,
    pitch,
    /**
     * The pitch the map is laid out at: the fitting one, or the smallest tappable one for a theatre too wide
     * for its box (its overview is that layout scaled down). Every zoom scales this layout by `pitch / basePitch`,
     * so the seats keep their proportions at every zoom and are never laid out again.
     */
    basePitch: Math.max(fitPitch, MIN_TARGET_PITCH),
    overview: pitch < MIN_TARGET_PITCH,
    canZoomIn: pitch < MAX_PITCH,
    canZoomOut: zoomed !== null,
    zoomIn,
    zoomOut,
    zoomAround,
    pinchHandlers: { ...pinchHandlers, onPointerCancel: pinchHandlers.onPointerUp },
  };
}
