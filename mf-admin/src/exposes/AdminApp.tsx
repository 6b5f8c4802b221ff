import { Navigate, Route, Routes } from '@reeltime/shared-lib';
import { ScanPage } from '../features/scan/components/ScanPage';
import { cinemaPages } from '../features/cinemas/components/CinemaRoutes';
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
      <Route path="cinemas" element={cinemaPages.list} />
      <Route path="cinemas/new" element={cinemaPages.create} />
      <Route path="cinemas/:cinemaId" element={cinemaPages.edit} />
      <Route path="cinemas/:cinemaId/screens/new" element={cinemaPages.newScreen} />
      <Route path="screens/:screenId" element={cinemaPages.screen} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
