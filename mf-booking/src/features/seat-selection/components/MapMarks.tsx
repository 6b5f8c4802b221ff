import { memo, useLayoutEffect, useState, type RefObject } from 'react';
import { ROW_LABEL_WIDTH } from '../hooks/useMapZoom';
import './seatMap.css';

/** A row letter or tier label of the map, where the unzoomed map has it (px from the map's top). */
export interface MapMark {
  key: string;
  text: string;
  tier: boolean;
  top: number;
  height: number;
}

export interface MapLayout {
  /** Height of the unzoomed map, px. */
  height: number;
  marks: MapMark[];
}

const sameLayout = (a: MapLayout, b: MapLayout) =>
  a.height === b.height &&
  a.marks.length === b.marks.length &&
  a.marks.every((mark, index) => {
    const other = b.marks[index];
    return mark.key === other.key && mark.text === other.text && mark.top === other.top && mark.height === other.height;
  });

/**
 * Measures the unzoomed map inside `layer`: its height and where its `[data-mark]` elements (row letters,
 * tier labels) are. Measured again when the map's content or size changes, never on a zoom (a transform).
 */
export function useMapLayout(layer: RefObject<HTMLElement | null>, content: unknown): MapLayout {
  const [layout, setLayout] = useState<MapLayout>({ height: 0, marks: [] });
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    const measure = () => {
      const marks = [...element.querySelectorAll<HTMLElement>('[data-mark]')].map((node) => ({
        key: node.dataset.markKey ?? '',
        text: node.dataset.mark ?? '',
        tier: node.dataset.markKind === 'tier',
        top: node.offsetTop,
        height: node.offsetHeight,
      }));
      const next = { height: element.offsetHeight, marks };
      setLayout((current) => (sameLayout(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layer, content]);
  return layout;
}

const PINNED = { position: 'sticky', left: 0, zIndex: 3 } as const;
/** A letter's opaque background, so a seat sliding under it never shows through. */
const PAPER = 'var(--rt-color-paper)';

/**
 * The row letters and tier labels as the eye reads them: pinned to the map's left edge while a zoomed map
 * pans sideways, at their rows' zoomed height but their own size (enlarging the seats does not enlarge them).
 * Hidden from assistive technology: the grid's own row headers and tier headings carry the same words.
 */
export const MapMarks = memo(function MapMarks({ marks, scale }: { marks: MapMark[]; scale: number }) {
  // Shrunk with an overview (scale below 1), so the letters stay within their rows; never enlarged.
  const shrink = Math.min(scale, 1);
  const spread = scale / shrink;
  return (
    // Pinned and over the seats whatever the stylesheet: the letters must never scroll away nor sit under a seat.
    <div aria-hidden data-testid="seat-map-marks" className="rt-bk-marks" style={PINNED}>
      <div className="rt-bk-marks__layer" style={{ transform: shrink < 1 ? `scale(${shrink})` : undefined }}>
        {marks.map((mark) => (
          <div
            key={mark.key}
            className={mark.tier ? 'rt-bk-marks__tier' : 'rt-bk-marks__letter'}
            style={{
              top: mark.top * spread,
              height: mark.height * spread,
              width: mark.tier ? undefined : ROW_LABEL_WIDTH,
              backgroundColor: mark.tier ? undefined : PAPER,
            }}
          >
            {mark.text}
          </div>
        ))}
      </div>
    </div>
  );
});
