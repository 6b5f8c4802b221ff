import { apiClient } from '@reeltime/shared-lib';

/** A review as the back office sees it (`GET /api/admin/reviews`). */
export interface AdminReview {
  id: number;
  rating: number;
  text: string | null;
  createdAt: string;
  movie: { id: number; title: string };
  cinema: { id: number; name: string };
  bookingId: number;
  bookingReference: string;
  author: { id: number; name: string; email: string; shownAs: string };
  reportCount: number;
  reportReasons: string[];
  lastReportedAt: string | null;
  hiddenAt: string | null;
  hiddenBy: { id: number; name: string } | null;
  hideReason: string | null;
}

export interface AdminReviewList {
  items: AdminReview[];
  page: number;
  pageSize: number;
  total: number;
}

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
