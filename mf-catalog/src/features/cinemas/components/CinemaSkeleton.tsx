import './cinema.css';

/**
 * What the cinema page shows while its cinema loads: the heading, the address, the facts' cards and the showtimes'
 * card, in the places the cinema takes (`rt-skel`: the HTML's first paint of the cinema stays over it). The label
 * is read out.
 */
export function CinemaSkeleton() {
  return (
    <div role="status" aria-live="polite" className="rt-skel">
      <span className="rt-visually-hidden">Loading cinema...</span>
      <div aria-hidden className="rt-cinema-skeleton">
        <div>
          <div className="rt-skeleton rt-cinema-skeleton__title" />
          <div className="rt-skeleton rt-cinema-skeleton__line" />
        </div>
        <div className="rt-cinema-facts">
          {['facilities', 'accessibility', 'cancellation'].map((card) => (
            <div key={card} className="rt-skeleton rt-cinema-skeleton__card" />
          ))}
        </div>
        <div className="rt-skeleton rt-cinema-skeleton__card rt-cinema-skeleton__card--tall" />
      </div>
    </div>
  );
}
