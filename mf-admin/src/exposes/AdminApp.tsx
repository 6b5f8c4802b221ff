import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Route, Routes } from '@reeltime/shared-lib';
import { ScanPage } from '../features/scan/components/ScanPage';
import { AdminNotFound } from '../features/staff/components/AdminNotFound';
import { StaffOnly } from '../features/staff/components/StaffOnly';

// Back-office pages load on first visit: the door scanner never downloads the data grid.
const AccountsPage = lazy(() => import('../features/accounts/components/AccountsPage').then((module) => ({ default: module.AccountsPage })));
const InvitePage = lazy(() => import('../features/accounts/components/InvitePage').then((module) => ({ default: module.InvitePage })));
const AuditPage = lazy(() => import('../features/audit/components/AuditPage').then((module) => ({ default: module.AuditPage })));
const pageLoading = <CircularProgress aria-label="Loading the page" sx={{ display: 'block', mx: 'auto', my: 8 }} />;

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
      <Route path="accounts" element={<StaffOnly>{(account) => <Suspense fallback={pageLoading}><AccountsPage account={account} /></Suspense>}</StaffOnly>} />
      <Route path="invite" element={<Suspense fallback={pageLoading}><InvitePage /></Suspense>} />
      <Route path="audit" element={<StaffOnly>{(account) => <Suspense fallback={pageLoading}><AuditPage account={account} /></Suspense>}</StaffOnly>} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
