import {
  startTransition,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { formatRupees, Icon } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import { planSeats, widthInSeats, type MapSeat, type PlacedSeat } from '../utils/seatLayout';
import { seatForKey } from '../utils/seatGridKeys';
import './seat.css';
import './seatMap.css';
import { ScreenGraphic } from './ScreenGraphic';
import { SeatRowView, selectedInRow } from './SeatRowView';
import { MapMarks, useMapLayout } from './MapMarks';
import { ROW_LABEL_WIDTH, useMapZoom } from '../hooks/useMapZoom';

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
  const layout = useMapLayout(layer, `${zoom.measured} ${zoom.basePitch} ${rows.length}`);
  const gridColumns = useMemo(
    () =>
      `${ROW_LABEL_WIDTH}px ` +
      Array.from({ length: plan.columns }, (_, index) =>
        plan.aisles.has(index + 1) ? 'calc(var(--pitch) / 2)' : 'var(--pitch)',
      ).join(' '),
    [plan],
  );
  return (
    <div>
      <div className="rt-bk-map-bar">
        <p id={`${id}-hint`} className="rt-bk-map-bar__hint">
          {zoom.overview ? 'Tap the map to zoom in, then choose your seats.' : 'Choose your seats.'}
        </p>
        <div className="rt-bk-map-bar__zoom">
          <button
            type="button"
            className="rt-icon-btn"
            aria-label="Zoom out"
            onClick={zoom.zoomOut}
            disabled={!zoom.canZoomOut}
          >
            <Icon name="ZoomOut" d={ICON_PATHS.ZoomOut} />
          </button>
          <button
            type="button"
            className="rt-icon-btn"
            aria-label="Zoom in"
            onClick={zoom.zoomIn}
            disabled={!zoom.canZoomIn}
          >
            <Icon name="ZoomIn" d={ICON_PATHS.ZoomIn} />
          </button>
        </div>
      </div>
      <div
        ref={box}
        data-testid="seat-map-viewport"
        {...zoom.pinchHandlers}
        className="rt-bk-map"
        style={{ '--pitch': `${zoom.basePitch}px` } as CSSProperties}
      >
        {zoom.measured && (
          <div className="rt-bk-map__area" style={{ width: width * scale, height: layout.height * scale }}>
            <MapMarks marks={layout.marks} scale={scale} />
            <div
              ref={layer}
              data-testid="seat-map-layer"
              className="rt-bk-map__layer"
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
                        <div
                          role="columnheader"
                          aria-colspan={plan.columns + 1}
                          className={tierIndex === 0 ? 'rt-bk-map__tier rt-bk-map__tier--first' : 'rt-bk-map__tier'}
                        >
                          {/* Drawn by MapMarks, pinned while the map pans; the heading itself names the tier. */}
                          <h2
                            id={headingId}
                            className="rt-bk-map__tier-name"
                            data-mark={label}
                            data-mark-key={`tier-${tierIndex}`}
                            data-mark-kind="tier"
                          >
                            {label}
                          </h2>
                        </div>
                      </div>
                      {tier.rows.map((row) => (
                        <SeatRowView
                          key={row.letter}
                          row={row}
                          gridColumns={gridColumns}
                          selectedInRow={selectedInRow(row, selectedSet)}
                          focusableSeat={
                            current !== null && row.seats.some(({ seat }) => seat.seatNumber === current)
                              ? current
                              : null
                          }
                          onSeatClick={onSeatClick}
                        />
                      ))}
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
