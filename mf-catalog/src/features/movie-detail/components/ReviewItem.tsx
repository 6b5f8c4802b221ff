import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@reeltime/shared-lib';
import type { PublicReview } from '../api/movieReviews';
import { StarRow } from './StarRow';

/** Longer reviews open clamped to a few lines, with "Read more". */
const CLAMP_FROM_CHARACTERS = 280;
const CLAMPED_LINES = 4;

/** One review: stars, author and date, its plain text (wrapped, never overflowing), and Report. */
export function ReviewItem({
  review,
  reported,
  onReport,
}: {
  review: PublicReview;
  reported: boolean;
  onReport: () => void;
}) {
  const long = (review.text?.length ?? 0) > CLAMP_FROM_CHARACTERS;
  const [expanded, setExpanded] = useState(false);
  const textId = `review-${review.id}-text`;
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 2, minWidth: 0 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StarRow value={review.rating} />
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {review.author}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          · Verified ticket · {formatDate(review.createdAt)}
        </Typography>
      </Stack>
      {review.text && (
        <Typography
          id={textId}
          sx={{
            mt: 1,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            ...(long && !expanded
              ? {
                  display: '-webkit-box',
                  WebkitLineClamp: CLAMPED_LINES,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }
              : {}),
          }}
        >
          {review.text}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        {long && (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((shown) => !shown)}
          >
            {expanded ? 'Read less' : 'Read more'}
          </Button>
        )}
        <Button
          size="small"
          color="inherit"
          disabled={reported}
          onClick={onReport}
          aria-label={reported ? undefined : `Report review by ${review.author}`}
        >
          {reported ? 'Reported' : 'Report'}
        </Button>
      </Stack>
    </Box>
  );
}
