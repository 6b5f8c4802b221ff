import { ScreenGraphic } from './ScreenGraphic';
import { COMFORTABLE_PITCH, ROW_LABEL_WIDTH } from '../hooks/useMapZoom';
import './seatMap.css';
import './seatMapSkeleton.css';

/** The most common theatre: blocks of 3, 6 and 3 seats, Classic, Prime and Recliner rows. */
const BLOCKS = [3, 6, 3];
const TIER_ROWS = [3, 4, 3];
const UNITS = BLOCKS.reduce((sum, seats) => sum + seats, 0) + (BLOCKS.length - 1) / 2;
const COLUMNS = `${ROW_LABEL_WIDTH}px ${BLOCKS.map((seats) => `repeat(${seats}, 1fr)`).join(' 0.5fr ')}`;

/**
 * The seat map's shape while it loads, built like the map (zoom bar, screen, tier headings, rows
 * one seat pitch tall, scaled to the box the same way), so the page does not jump when seats arrive.
 */
export function SeatMapSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="rt-visually-hidden">Loading seats...</span>
      <div aria-hidden className="rt-bk-map-skeleton__bar" />
      <div aria-hidden className="rt-bk-map-skeleton" style={{ maxWidth: ROW_LABEL_WIDTH + UNITS * COMFORTABLE_PITCH }}>
        <ScreenGraphic />
        {TIER_ROWS.map((rows, tier) => (
          <div key={tier}>
            <div className={tier === 0 ? 'rt-bk-map__tier rt-bk-map__tier--first' : 'rt-bk-map__tier'}>
              <div className="rt-bk-map-skeleton__tier-name" />
            </div>
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="rt-bk-map-skeleton__row" style={{ gridTemplateColumns: COLUMNS }}>
                <span />
                {BLOCKS.flatMap((seats, block) => [
                  ...(block > 0 ? [<span key={`aisle-${block}`} />] : []),
                  ...Array.from({ length: seats }, (_, seat) => (
                    <div key={`${block}-${seat}`} className="rt-bk-map-skeleton__seat" />
                  )),
                ])}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
