import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminReview } from '../api/reviews';

const REASON_LABEL: Record<string, string> = {
  spoilers: 'Spoilers',
  offensive: 'Offensive',
  spam: 'Spam',
  'off-topic': 'Not about the film',
  other: 'Other',
};

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** One review with its film, author, booking, reports and state; Hide or Show again. */
export function ReviewCard({
  review,
  busy,
  onHide,
  onShow,
}: {
  review: AdminReview;
  busy: boolean;
  onHide: () => void;
  onShow: () => void;
}) {
  const titleId = `review-${review.id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, minWidth: 0, opacity: review.hiddenAt ? 0.8 : 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {review.movie.title} ·{' '}
            <Box component="span" role="img" aria-label={`${review.rating} out of 5 stars`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {review.author.name} ({review.author.email}), shown as “{review.author.shownAs}” · {review.cinema.name} ·
            booking {review.bookingReference} · {when(review.createdAt)}
          </Typography>
        </Box>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {review.reportCount > 0 && (
            <Chip
              color="warning"
              size="small"
              label={`Reported ${review.reportCount} ${review.reportCount === 1 ? 'time' : 'times'}`}
            />
          )}
          {review.hiddenAt && <Chip size="small" label="Hidden" />}
        </Stack>
      </Stack>
      {review.text ? (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography>
      ) : (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          No text: stars only.
        </Typography>
      )}
      {review.reportReasons.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Reasons given: {review.reportReasons.map((reason) => REASON_LABEL[reason] ?? reason).join(', ')}
        </Typography>
      )}
      {review.hiddenAt && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          Hidden {when(review.hiddenAt)}
          {review.hiddenBy ? ` by ${review.hiddenBy.name}` : ''}: {review.hideReason}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        {review.hiddenAt ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={onShow}
            aria-label={`Show again the review by ${review.author.shownAs} of ${review.movie.title}`}
          >
            Show again
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={onHide}
            aria-label={`Hide the review by ${review.author.shownAs} of ${review.movie.title}`}
          >
            Hide
          </Button>
        )}
      </Box>
    </Paper>
  );
}
