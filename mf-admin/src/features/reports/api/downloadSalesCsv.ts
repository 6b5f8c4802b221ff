import { fetchFile, saveFile } from '@reeltime/shared-lib';
import { reportQuery, SALES_REPORT_PATH, type ReportFilters } from './getSalesReport';

/** The same report as CSV (one row per day × cinema × movie and a totals row), saved under the server's filename. */
export async function downloadSalesCsv(filters: ReportFilters): Promise<void> {
  const file = await fetchFile(
    `${SALES_REPORT_PATH}?${reportQuery(filters)}&format=csv`,
    `reeltime-sales-${filters.from}-to-${filters.to}.csv`,
  );
  saveFile(file);
}
