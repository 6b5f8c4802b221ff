import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useUserQuery } from '@reeltime/shared-lib';

const REPORT_OPTIONS_PATH = '/api/admin/reports/options';

/** `GET /api/admin/reports/options`: the cinemas this account reports on and the chain's movies. */
export type ReportOptions = ApiAnswer<'/api/admin/reports/options'>;

export async function fetchReportOptions(): Promise<ReportOptions> {
  const { data } = await apiClient.get<ReportOptions>(REPORT_OPTIONS_PATH);
  return data;
}

export function useReportOptions() {
  return useUserQuery(REPORT_OPTIONS_PATH, fetchReportOptions);
}
