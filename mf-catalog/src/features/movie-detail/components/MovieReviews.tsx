import { useState } from 'react';
import { isLoggedIn, lazyDialog, openAuthModal, useApiQuery, type Movie } from '@reeltime/shared-lib';
import { REVIEWS_PAGE_SIZE, fetchMovieReviews, movieReviewsPath, type PublicReview } from '../api/movieReviews';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';

/** The report dialog (MUI radio group) is fetched the first time someone reports a review. */
const ReportReviewDialog = lazyDialog(() => import('./ReportReviewDialog').then((module) => module.ReportReviewDialog));

/**
 * "Reviews": the film's verified average and count, its reviews newest first (five at a time, "Show more"), each
 * with a Report link. A film without ratings says so without asking the API.
 */
export function MovieReviews({ movie }: { movie: Movie }) {
  const count = movie.rating?.count ?? 0;
  const first = useApiQuery(count > 0 ? movieReviewsPath(movie.id) : null, () => fetchMovieReviews(movie.id));
  const [more, setMore] = useState<{ items: PublicReview[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());

  const reviews = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const nextCursor = more ? more.nextCursor : (first.data?.nextCursor ?? null);

  const showMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await fetchMovieReviews(movie.id, nextCursor);
      setMore((current) => ({ items: [...(current?.items ?? []), ...page.items], nextCursor: page.nextCursor }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const report = (review: PublicReview) => {
    if (!isLoggedIn()) {
      openAuthModal('login');
      return;
    }
    setReporting(review);
  };

  return (
    <section aria-labelledby="reviews-title" className="rt-paper rt-movie-section">
      <div className="rt-movie-reviews__head">
        <h2 id="reviews-title" className="rt-movie-section__title">
          Reviews
        </h2>
        <RatingSummary rating={movie.rating} />
      </div>
      {count === 0 && (
        <p className="rt-movie-muted">
          No ratings yet. Customers who saw this film can rate it from My Bookings once their ticket is scanned.
        </p>
      )}
      {count > 0 && first.data === undefined && first.error === undefined && (
        // Room kept for each review while the first page loads, so the section does not grow under the reader.
        <div role="status" className="rt-movie-reviews__loading">
          <span className="rt-visually-hidden">Loading reviews...</span>
          {Array.from({ length: Math.min(count, REVIEWS_PAGE_SIZE) }, (_, index) => (
            <div key={index} aria-hidden className="rt-skeleton rt-movie-reviews__placeholder" />
          ))}
        </div>
      )}
      {first.error !== undefined && first.data === undefined && (
        <p className="rt-movie-muted">
          Reviews could not be loaded.{' '}
          <button type="button" className="rt-btn rt-btn--sm" onClick={() => void first.mutate()}>
            Try again
          </button>
        </p>
      )}
      {reviews.length > 0 && (
        <ul className="rt-movie-reviews__list">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              reported={reported.has(review.id)}
              onReport={() => report(review)}
            />
          ))}
        </ul>
      )}
      {nextCursor && (
        <div className="rt-movie-reviews__more">
          <button
            type="button"
            className="rt-btn rt-btn--outlined"
            onClick={() => void showMore()}
            disabled={loadingMore}
          >
            {loadingMore ? 'Loading...' : 'Show more'}
          </button>
          {moreFailed && (
            <p role="alert" className="rt-movie-reviews__error">
              More reviews could not be loaded. Please try again.
            </p>
          )}
        </div>
      )}
      {reporting && (
        <ReportReviewDialog
          review={reporting}
          onClose={() => setReporting(null)}
          onReported={(id) => setReported((current) => new Set(current).add(id))}
        />
      )}
    </section>
  );
}
