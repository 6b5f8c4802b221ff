import { formatRatingCompact, formatRatingSummary, ratingLabel } from '../rating';

describe('rating formats', () => {
  it('writes the summary with one decimal and grouped digits', () => {
    expect(formatRatingSummary({ average: 4.3, count: 1204 })).toBe('4.3 ★ · 1,204 verified');
    expect(formatRatingSummary({ average: 4, count: 1 })).toBe('4.0 ★ · 1 verified');
  });

  it('shortens large counts for cards', () => {
    expect(formatRatingCompact({ average: 3.96, count: 1204 })).toEqual({ average: '4.0', count: '1.2K' });
    expect(formatRatingCompact({ average: 5, count: 87 })).toEqual({ average: '5.0', count: '87' });
  });

  it('names the scale and the count for screen readers', () => {
    expect(ratingLabel({ average: 4.3, count: 1204 })).toBe('Rated 4.3 out of 5 by 1,204 verified viewers');
    expect(ratingLabel({ average: 2, count: 1 })).toBe('Rated 2.0 out of 5 by 1 verified viewer');
  });
});
