import { Navigate, Route, Routes } from '@reeltime/shared-lib';
import { ScanPage } from '../features/scan/components/ScanPage';
import { SalesReportsRoute } from '../features/reports/components/SalesReportsRoute';
import { AdminNotFound } from '../features/staff/components/AdminNotFound';
import { StaffOnly } from '../features/staff/components/StaffOnly';

/**
 * The staff pages, mounted by the shell on `/admin/*` (no site header or footer):
 * `/admin` → `/admin/scan`, the ticket scanner, behind the staff sign-in.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<Navigate to="scan" replace />} />
      <Route path="scan" element={<StaffOnly>{(account) => <ScanPage account={account} />}</StaffOnly>} />
      <Route path="reports" element={<StaffOnly>{(account) => <SalesReportsRoute account={account} />}</StaffOnly>} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
