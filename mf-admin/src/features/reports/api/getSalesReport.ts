import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useUserQuery } from '@reeltime/shared-lib';

export const SALES_REPORT_PATH = '/api/admin/reports/sales';

/** `GET /api/admin/reports/sales`: sales on the day paid, refunds on the day made, occupancy on the show date. */
export type SalesReport = ApiAnswer<'/api/admin/reports/sales'>;
/** The money and ticket figures of a day, cinema, movie or the whole range; amounts in paise. */
export type SalesFigures = SalesReport['totals'];
export type ShowOccupancy = SalesReport['occupancy'][number];
export type CinemaRef = ShowOccupancy['cinema'];
export type MovieRef = ShowOccupancy['movie'];

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
  return useUserQuery(`${SALES_REPORT_PATH}?${reportQuery(filters)}`, () => fetchSalesReport(filters), {
    keepPreviousData: true,
  });
}
