import { apiClient } from '@reeltime/shared-lib';

export type HistoryKind = 'HELD' | 'PAID' | 'EMAILED' | 'ADMITTED' | 'CANCELLED' | 'REFUNDED' | 'RESENT';

export interface DeskActor {
  id: number;
  name: string;
  role: string;
}

/** One booking as `GET /api/admin/bookings?q=` lists it. */
export interface DeskBookingSummary {
  id: number;
  reference: string;
  status: string;
  customer: { id: number; name: string; email: string; phone: string | null };
  show: {
    id: number;
    movieTitle: string;
    cinemaId: number;
    cinemaName: string;
    screenName: string;
    /** yyyy-mm-dd and HH:mm, cinema time. */
    showDate: string;
    startTime: string;
    startsAt: string;
    /** The cinema's IANA time zone. */
    timeZone: string;
    status: 'upcoming' | 'started' | 'ended' | 'cancelled';
  };
  seats: string[];
  totalPaise: number;
  refundPaise: number | null;
  bookedAt: string;
  admittedAt: string | null;
  cancelledAt: string | null;
}

export interface HistoryEntry {
  kind: HistoryKind;
  at: string;
  actor: DeskActor | null;
  detail: Record<string, unknown>;
  derived: boolean;
}

/** `GET /api/admin/bookings/{id}`. */
export interface DeskBookingDetail extends DeskBookingSummary {
  ticketPaise: number;
  convenienceFeePaise: number;
  cardLast4: string;
  refundedAt: string | null;
  cancelReason: string | null;
  cancelledBy: DeskActor | null;
  policy: { cutoffMinutes: number; refundPercent: number; refundPaise: number; closesAt: string; open: boolean };
  cancellable: boolean;
  notCancellableReason: string | null;
  history: HistoryEntry[];
}

export interface BookingSearchResult {
  items: DeskBookingSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export async function searchBookings(q: string, page = 1): Promise<BookingSearchResult> {
  const { data } = await apiClient.get<BookingSearchResult>('/api/admin/bookings', { params: { q, page } });
  return data;
}

export async function getDeskBooking(id: number): Promise<DeskBookingDetail> {
  const { data } = await apiClient.get<DeskBookingDetail>(`/api/admin/bookings/${id}`);
  return data;
}

/** Without `refundPaise` the cinema policy's refund; with it, `reason` is required. */
export async function cancelDeskBooking(id: number, body: { reason?: string; refundPaise?: number }): Promise<DeskBookingDetail> {
  const { data } = await apiClient.post<DeskBookingDetail>(`/api/admin/bookings/${id}/cancel`, body);
  return data;
}

export async function resendConfirmation(id: number): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>(`/api/admin/bookings/${id}/resend`, {});
  return data;
}
