import { apiClient, useUserQuery } from '@reeltime/shared-lib';

export const SALES_REPORT_PATH = '/api/admin/reports/sales';

/** The money and ticket figures of a day, cinema, movie or the whole range; amounts in paise. */
export interface SalesFigures {
  bookings: number;
  tickets: number;
  grossPaise: number;
  ticketSalesPaise: number;
  convenienceFeesPaise: number;
  gstPaise: number;
  refundedBookings: number;
  refundsPaise: number;
  netPaise: number;
}

export interface CinemaRef { id: number; name: string }
export interface MovieRef { id: number; title: string }

export interface ShowOccupancy {
  showId: number;
  cinema: CinemaRef;
  screen: string;
  movie: MovieRef;
  showDate: string;
  startTime: string;
  startsAt: string;
  cancelled: boolean;
  capacity: number;
  sold: number;
  held: number;
  admitted: number;
  occupancyPercent: number;
}

/** `GET /api/admin/reports/sales`: sales on the day paid, refunds on the day made, occupancy on the show date. */
export interface SalesReport {
  from: string;
  to: string;
  totals: SalesFigures;
  days: (SalesFigures & { date: string })[];
  cinemas: (SalesFigures & { cinema: CinemaRef })[];
  movies: (SalesFigures & { movie: MovieRef })[];
  rows: (SalesFigures & { date: string; cinema: CinemaRef; movie: MovieRef })[];
  occupancy: ShowOccupancy[];
}

/** What the dashboard shows: cinema-local dates (inclusive) and optional cinema and movie. */
export interface ReportFilters {
  from: string;
  to: string;
  cinemaId?: number;
  movieId?: number;
}

/** The query string of a report (also the CSV's): only the filters that are set. */
export function reportQuery(filters: ReportFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.cinemaId !== undefined) params.set('cinemaId', String(filters.cinemaId));
  if (filters.movieId !== undefined) params.set('movieId', String(filters.movieId));
  return params.toString();
}

export async function fetchSalesReport(filters: ReportFilters): Promise<SalesReport> {
  const { data } = await apiClient.get<SalesReport>(`${SALES_REPORT_PATH}?${reportQuery(filters)}`);
  return data;
}

export function useSalesReport(filters: ReportFilters) {
  return useUserQuery(`${SALES_REPORT_PATH}?${reportQuery(filters)}`, () => fetchSalesReport(filters), { keepPreviousData: true });
}
