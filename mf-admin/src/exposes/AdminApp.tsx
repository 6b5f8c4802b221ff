import { Navigate, Route, Routes } from '@reeltime/shared-lib';
import { AccountsPage } from '../features/accounts/components/AccountsPage';
import { InvitePage } from '../features/accounts/components/InvitePage';
import { AuditPage } from '../features/audit/components/AuditPage';
import { ScanPage } from '../features/scan/components/ScanPage';
import { AdminNotFound } from '../features/staff/components/AdminNotFound';
import { StaffOnly } from '../features/staff/components/StaffOnly';

/**
 * The staff pages, mounted by the shell on `/admin/*` (no site header or footer):
 * `/admin` → `/admin/scan`, the ticket scanner, behind the back-office sign-in; `/admin/accounts` (admins),
 * `/admin/audit` (managers and admins), and `/admin/invite#code=…` (public: accepting an invitation).
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<Navigate to="scan" replace />} />
      <Route path="scan" element={<StaffOnly>{(account) => <ScanPage account={account} />}</StaffOnly>} />
      <Route path="accounts" element={<StaffOnly>{(account) => <AccountsPage account={account} />}</StaffOnly>} />
      <Route path="invite" element={<InvitePage />} />
      <Route path="audit" element={<StaffOnly>{(account) => <AuditPage account={account} />}</StaffOnly>} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
