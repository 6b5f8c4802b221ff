import { Route, Routes } from '@reeltime/shared-lib';
import { BackOfficeHome } from '../features/back-office/components/BackOfficeHome';
import { BackOfficePage } from '../features/back-office/components/BackOfficePage';
import { ScanPage } from '../features/scan/components/ScanPage';
import { AdminNotFound } from '../features/staff/components/AdminNotFound';

/**
 * The back office, mounted by the shell on `/admin/*` (no site header or footer): the sign-in, then each page in
 * the back-office frame; `/admin` opens the dashboard for managers and admins, the ticket scanner for staff.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<BackOfficeHome />} />
      <Route path="scan" element={<BackOfficePage title="Ticket scanner" minimumRole="staff">{(account) => <ScanPage account={account} />}</BackOfficePage>} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
