import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** The back office's page of reviews (`GET /api/admin/reviews`). */
export type AdminReviewList = ApiAnswer<'/api/admin/reviews'>;
/** A review as the back office sees it. */
export type AdminReview = AdminReviewList['items'][number];

export type ReviewStatusFilter = 'all' | 'visible' | 'hidden';

export interface ReviewFilter {
  q: string;
  reported: boolean;
  status: ReviewStatusFilter;
}

export const REVIEWS_PAGE_SIZE = 20;

/** `GET /api/admin/reviews`: reported reviews still shown come first, then the newest. */
export async function fetchReviews(filter: ReviewFilter, page: number): Promise<AdminReviewList> {
  const params: Record<string, string> = { page: String(page), pageSize: String(REVIEWS_PAGE_SIZE) };
  if (filter.q.trim()) params.q = filter.q.trim();
  if (filter.reported) params.reported = 'true';
  if (filter.status !== 'all') params.status = filter.status;
  const { data } = await apiClient.get<AdminReviewList>('/api/admin/reviews', { params });
  return data;
}

/** `POST /api/admin/reviews/{id}/hide` with the reason customers' reviews are hidden for. */
export async function hideReview(id: number, reason: string): Promise<AdminReview> {
  const { data } = await apiClient.post<AdminReview>(`/api/admin/reviews/${id}/hide`, { reason });
  return data;
}

/** `POST /api/admin/reviews/{id}/unhide`. */
export async function unhideReview(id: number): Promise<AdminReview> {
  const { data } = await apiClient.post<AdminReview>(`/api/admin/reviews/${id}/unhide`, {});
  return data;
}
