import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

export const REPORT_REASONS = [
  { value: 'spoilers', label: 'It gives away the story (spoilers)' },
  { value: 'offensive', label: 'It is offensive, hateful or abusive' },
  { value: 'spam', label: 'It is spam or advertising' },
  { value: 'off-topic', label: 'It is not about the film' },
  { value: 'other', label: 'Something else' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** `POST /api/reviews/{id}/report`: the answer's message thanks the customer. */
export async function reportReview(reviewId: number, reason: ReportReason): Promise<string> {
  const { data } = await apiClient.post<ApiAnswer<'/api/reviews/{id}/report', 'post'>>(
    `/api/reviews/${reviewId}/report`,
    { reason },
  );
  return data.message;
}
