import { memo, useLayoutEffect, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { ROW_LABEL_WIDTH } from './useMapZoom';

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

const letterStyle = {
  position: 'absolute',
  left: 0,
  width: ROW_LABEL_WIDTH,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'background.paper',
  fontWeight: 700,
  fontSize: 13,
  color: 'text.secondary',
} as const;

const tierStyle = {
  position: 'absolute',
  left: 0,
  display: 'flex',
  alignItems: 'center',
  px: { xs: 1.5, sm: 0 },
  whiteSpace: 'nowrap',
  typography: 'overline',
  lineHeight: 1.5,
  color: 'text.secondary',
} as const;

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
    <Box aria-hidden data-testid="seat-map-marks" sx={{ position: 'sticky', left: 0, zIndex: 3, width: 0, height: 0 }}>
      <Box sx={{ transformOrigin: '0 0' }} style={{ transform: shrink < 1 ? `scale(${shrink})` : undefined }}>
        {marks.map((mark) => (
          <Box
            key={mark.key}
            sx={mark.tier ? tierStyle : letterStyle}
            style={{ top: mark.top * spread, height: mark.height * spread }}
          >
            {mark.text}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
