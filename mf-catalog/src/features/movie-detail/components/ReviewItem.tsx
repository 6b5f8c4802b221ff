import { useState } from 'react';
import { formatDate } from '@reeltime/shared-lib';
import type { PublicReview } from '../api/movieReviews';
import { StarRow } from './StarRow';

/** Longer reviews open clamped to a few lines (four, in the stylesheet), with "Read more". */
const CLAMP_FROM_CHARACTERS = 280;

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
    <li className="rt-review">
      <div className="rt-review__meta">
        <StarRow value={review.rating} />
        <span className="rt-review__author">{review.author}</span>
        <span className="rt-text-secondary">· Verified ticket · {formatDate(review.createdAt)}</span>
      </div>
      {review.text && (
        <p id={textId} className={`rt-review__text${long && !expanded ? ' rt-review__text--clamped' : ''}`}>
          {review.text}
        </p>
      )}
      <div className="rt-review__actions">
        {long && (
          <button
            type="button"
            className="rt-btn rt-btn--sm"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((shown) => !shown)}
          >
            {expanded ? 'Read less' : 'Read more'}
          </button>
        )}
        <button
          type="button"
          className="rt-btn rt-btn--sm rt-btn--inherit"
          disabled={reported}
          onClick={onReport}
          aria-label={reported ? undefined : `Report review by ${review.author}`}
        >
          {reported ? 'Reported' : 'Report'}
        </button>
      </div>
    </li>
  );
}
