/**
 * What the movie page shows while its movie loads: the header's poster and lines and the showtimes' card, in
 * the places the movie takes (`rt-skel`: the HTML's first paint of the movie stays over it). The label is read out.
 */
export function MovieDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="rt-skel">
      <span className="rt-visually-hidden">Loading movie...</span>
      <div aria-hidden>
        <div className="rt-movie-skeleton__hero">
          <div className="rt-skeleton rt-movie-skeleton__poster" />
          <div className="rt-movie-skeleton__lines">
            <div className="rt-skeleton rt-movie-skeleton__title" />
            {['60%', '90%', '80%', '40%'].map((width) => (
              <div key={width} className="rt-skeleton rt-movie-skeleton__line" style={{ width }} />
            ))}
          </div>
        </div>
        <div className="rt-skeleton rt-movie-skeleton__card" />
      </div>
    </div>
  );
}
