import {
  startTransition,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { formatRupees } from '@reeltime/shared-lib';
import { planSeats, widthInSeats, type MapSeat, type PlacedSeat } from './seatLayout';
import { seatForKey } from './seatGridKeys';
import './seat.css';
import { ScreenGraphic } from './ScreenGraphic';
import { SeatRowView, selectedInRow } from './SeatRowView';
import { MapMarks, useMapLayout } from './MapMarks';
import { ROW_LABEL_WIDTH, useMapZoom } from './useMapZoom';

interface SeatMapProps {
  seats: MapSeat[];
  selected: string[];
  onToggle: (seat: MapSeat) => void;
}

export const tierLabel = (name: string | null, price: number) =>
  name ? `${name} ${formatRupees(price)}` : formatRupees(price);

const focusSeat = (grid: HTMLElement | null, seatNumber: string) =>
  grid?.querySelector<HTMLButtonElement>(`[data-seat="${seatNumber}"]`)?.focus();

/**
 * The auditorium as one ARIA grid (one tab stop, arrow keys between seats): the screen, then
 * named tiers of lettered rows with aisles where the theatre has them. Laid out to fit its box; a zoom
 * is a CSS transform of that layout (no seat is laid out again), and the zoomed map pans inside the
 * box, sized by its zoomed size, with the row letters kept in view.
 */
export function SeatMap({ seats, selected, onToggle }: SeatMapProps) {
  const id = useId();
  const plan = useMemo(() => planSeats(seats, tierLabel), [seats]);
  const rows = useMemo(() => plan.tiers.flatMap((tier) => tier.rows), [plan]);
  const box = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const zoom = useMapZoom(box, widthInSeats(plan));
  const [active, setActive] = useState<string | null>(null);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const exists = active !== null && rows.some((row) => row.seats.some(({ seat }) => seat.seatNumber === active));
  const current = exists ? active : (rows[0]?.seats[0]?.seat.seatNumber ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (current === null) return;
    const next = seatForKey(rows, current, event.key, event.ctrlKey || event.metaKey);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    focusSeat(grid.current, next);
  };

  // The grid's tab stop follows focus; moving it re-renders two rows, which a tap's paint does not wait for.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const seatNumber = (event.target as HTMLElement).dataset.seat;
    if (seatNumber) startTransition(() => setActive(seatNumber));
  };

  // One click handler for every seat, for the life of the map: it reads the zoom and the toggle from a ref, so
  // neither a zoom nor a choice re-renders the rows whose seats did not change.
  const clickContext = useRef({ overview: zoom.overview, zoomAround: zoom.zoomAround, onToggle });
  clickContext.current = { overview: zoom.overview, zoomAround: zoom.zoomAround, onToggle };
  const onSeatClick = useCallback(({ seat }: PlacedSeat, event: MouseEvent<HTMLButtonElement>) => {
    const { overview, zoomAround, onToggle: toggle } = clickContext.current;
    // A tap on the overview zooms in: seats are tap targets only once they are 24 px apart.
    // Keyboard and assistive-technology clicks (detail 0) always choose.
    if (overview && event.detail > 0) {
      zoomAround(event.clientX);
      return;
    }
    toggle(seat);
  }, []);

  const width = ROW_LABEL_WIDTH + widthInSeats(plan) * zoom.basePitch;
  const scale = zoom.pitch / zoom.basePitch;
  const layout = useMapLayout(layer, `${zoom.basePitch} ${rows.length}`);
  const gridColumns = useMemo(
    () =>
      `${ROW_LABEL_WIDTH}px ` +
      Array.from({ length: plan.columns }, (_, index) =>
        plan.aisles.has(index + 1) ? 'calc(var(--pitch) / 2)' : 'var(--pitch)',
      ).join(' '),
    [plan],
  );
  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40, px: { xs: 1.5, sm: 0 } }}
      >
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary">
          {zoom.overview ? 'Tap the map to zoom in, then choose your seats.' : 'Choose your seats.'}
        </Typography>
        <Stack direction="row" spacing={0.5}>
          <IconButton aria-label="Zoom out" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut}>
            <ZoomOutIcon />
          </IconButton>
          <IconButton aria-label="Zoom in" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn}>
            <ZoomInIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        ref={box}
        data-testid="seat-map-viewport"
        {...zoom.pinchHandlers}
        sx={{
          '--pitch': `${zoom.basePitch}px`,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          touchAction: 'pan-x pan-y',
          pb: 1,
        }}
      >
        <Box sx={{ position: 'relative', mx: 'auto' }} style={{ width: width * scale, height: layout.height * scale }}>
          <MapMarks marks={layout.marks} scale={scale} />
          <Box
            ref={layer}
            data-testid="seat-map-layer"
            sx={{ position: 'absolute', top: 0, left: 0, transformOrigin: '0 0' }}
            style={{ width, transform: scale === 1 ? undefined : `scale(${scale})` }}
          >
            <ScreenGraphic />
            <div
              ref={grid}
              role="grid"
              aria-label="Seat map"
              aria-describedby={`${id}-hint`}
              aria-colcount={plan.columns + 1}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
            >
              {plan.tiers.map((tier, tierIndex) => {
                const headingId = `${id}-tier-${tierIndex}`;
                const label = tierLabel(tier.name, tier.price);
                return (
                  <div role="rowgroup" key={`${label}-${tier.rows[0].letter}`} aria-labelledby={headingId}>
                    <div role="row">
                      <Box
                        role="columnheader"
                        aria-colspan={plan.columns + 1}
                        sx={{ pt: tierIndex === 0 ? 0 : 2, pb: 1 }}
                      >
                        {/* Drawn by MapMarks, pinned while the map pans; the heading itself names the tier. */}
                        <Typography
                          id={headingId}
                          variant="overline"
                          component="h2"
                          data-mark={label}
                          data-mark-key={`tier-${tierIndex}`}
                          data-mark-kind="tier"
                          sx={{ display: 'inline-block', px: { xs: 1.5, sm: 0 }, lineHeight: 1.5, opacity: 0 }}
                        >
                          {label}
                        </Typography>
                      </Box>
                    </div>
                    {tier.rows.map((row) => (
                      <SeatRowView
                        key={row.letter}
                        row={row}
                        gridColumns={gridColumns}
                        selectedInRow={selectedInRow(row, selectedSet)}
                        focusableSeat={
                          current !== null && row.seats.some(({ seat }) => seat.seatNumber === current) ? current : null
                        }
                        onSeatClick={onSeatClick}
                      />
                    ))}
                  </div>
                );
              })}
            </div>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
