import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLoggedIn, lazyDialog, openAuthModal, useApiQuery, type Movie } from '@reeltime/shared-lib';
import { REVIEWS_PAGE_SIZE, fetchMovieReviews, movieReviewsPath, type PublicReview } from '../api/movieReviews';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';

/** The report dialog (MUI radio group) is fetched the first time someone reports a review. */
const ReportReviewDialog = lazyDialog(() => import('./ReportReviewDialog').then((module) => module.ReportReviewDialog));

/** Room kept for each review while the first page loads, so the section does not grow under the reader. */
const REVIEW_PLACEHOLDER_PX = 96;

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
    <Paper
      component="section"
      aria-labelledby="reviews-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="reviews-title" variant="h5" component="h2">
          Reviews
        </Typography>
        <RatingSummary rating={movie.rating} />
      </Stack>
      {count === 0 && (
        <Typography color="text.secondary">
          No ratings yet. Customers who saw this film can rate it from My Bookings once their ticket is scanned.
        </Typography>
      )}
      {count > 0 && first.data === undefined && first.error === undefined && (
        <Stack spacing={2} role="status">
          <span className="rt-visually-hidden">Loading reviews...</span>
          {Array.from({ length: Math.min(count, REVIEWS_PAGE_SIZE) }, (_, index) => (
            <Box
              key={index}
              aria-hidden
              className="rt-skeleton"
              sx={{ height: REVIEW_PLACEHOLDER_PX, borderRadius: 1 }}
            />
          ))}
        </Stack>
      )}
      {first.error !== undefined && first.data === undefined && (
        <Typography color="text.secondary">
          Reviews could not be loaded.{' '}
          <Button size="small" onClick={() => void first.mutate()}>
            Try again
          </Button>
        </Typography>
      )}
      {reviews.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              reported={reported.has(review.id)}
              onReport={() => report(review)}
            />
          ))}
        </Box>
      )}
      {nextCursor && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => void showMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Show more'}
          </Button>
          {moreFailed && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              More reviews could not be loaded. Please try again.
            </Typography>
          )}
        </Box>
      )}
      {reporting && (
        <ReportReviewDialog
          review={reporting}
          onClose={() => setReporting(null)}
          onReported={(id) => setReported((current) => new Set(current).add(id))}
        />
      )}
    </Paper>
  );
}
