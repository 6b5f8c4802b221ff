import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { Route, Routes } from '@reeltime/shared-lib';
import { BackOfficeHome } from '../features/back-office/components/BackOfficeHome';
import { BackOfficePage, RoleOnly } from '../features/back-office/components/BackOfficePage';
import { ScanPage } from '../features/scan/components/ScanPage';
import { cinemaPages } from '../features/cinemas/components/CinemaRoutes';
import { SalesReportsRoute } from '../features/reports/components/SalesReportsRoute';
import { AdminNotFound } from '../features/staff/components/AdminNotFound';
import { StaffOnly } from '../features/staff/components/StaffOnly';

// Back-office pages load on first visit: the door scanner never downloads the data grid.
const AccountsPage = lazy(() =>
  import('../features/accounts/components/AccountsPage').then((module) => ({ default: module.AccountsPage })),
);
const InvitePage = lazy(() =>
  import('../features/accounts/components/InvitePage').then((module) => ({ default: module.InvitePage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/components/AuditPage').then((module) => ({ default: module.AuditPage })),
);
const MoviesPage = lazy(() =>
  import('../features/movies/components/MoviesPage').then((module) => ({ default: module.MoviesPage })),
);
const NewMoviePage = lazy(() =>
  import('../features/movies/components/NewMoviePage').then((module) => ({ default: module.NewMoviePage })),
);
const MovieEditPage = lazy(() =>
  import('../features/movies/components/MovieEditPage').then((module) => ({ default: module.MovieEditPage })),
);
const ShowsPage = lazy(() =>
  import('../features/shows/components/ShowsPage').then((module) => ({ default: module.ShowsPage })),
);
const ScheduleShowsPage = lazy(() =>
  import('../features/shows/components/ScheduleShowsPage').then((module) => ({ default: module.ScheduleShowsPage })),
);
const BookingsDeskPage = lazy(() =>
  import('../features/bookings-desk/components/BookingsDeskPage').then((module) => ({
    default: module.BookingsDeskPage,
  })),
);
const ReviewsPage = lazy(() =>
  import('../features/reviews/components/ReviewsPage').then((module) => ({ default: module.ReviewsPage })),
);

const MOVIES_REFUSAL = 'Only managers and admins can manage movies.';
const pageLoading = <CircularProgress aria-label="Loading the page" sx={{ display: 'block', mx: 'auto', my: 8 }} />;

/**
 * The back office, mounted by the shell on `/admin/*` (no site header or footer): the sign-in, then each page in
 * the back-office frame; `/admin` opens the dashboard for managers and admins, the ticket scanner for staff;
 * `/admin/invite#code=…` is public (accepting an invitation).
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<BackOfficeHome />} />
      <Route
        path="scan"
        element={
          <BackOfficePage title="Ticket scanner" minimumRole="staff">
            {(account) => <ScanPage account={account} />}
          </BackOfficePage>
        }
      />
      <Route
        path="accounts"
        element={
          <StaffOnly>
            {(account) => (
              <Suspense fallback={pageLoading}>
                <AccountsPage account={account} />
              </Suspense>
            )}
          </StaffOnly>
        }
      />
      <Route
        path="invite"
        element={
          <Suspense fallback={pageLoading}>
            <InvitePage />
          </Suspense>
        }
      />
      <Route
        path="audit"
        element={
          <StaffOnly>
            {(account) => (
              <Suspense fallback={pageLoading}>
                <AuditPage account={account} />
              </Suspense>
            )}
          </StaffOnly>
        }
      />
      <Route
        path="movies"
        element={
          <RoleOnly title="Movies" minimumRole="manager" refusal={MOVIES_REFUSAL}>
            {() => (
              <Suspense fallback={pageLoading}>
                <MoviesPage />
              </Suspense>
            )}
          </RoleOnly>
        }
      />
      <Route
        path="movies/new"
        element={
          <RoleOnly title="New movie" minimumRole="manager" refusal={MOVIES_REFUSAL}>
            {() => (
              <Suspense fallback={pageLoading}>
                <NewMoviePage />
              </Suspense>
            )}
          </RoleOnly>
        }
      />
      <Route
        path="movies/:id"
        element={
          <RoleOnly title="Movie" minimumRole="manager" refusal={MOVIES_REFUSAL}>
            {() => (
              <Suspense fallback={pageLoading}>
                <MovieEditPage />
              </Suspense>
            )}
          </RoleOnly>
        }
      />
      <Route path="cinemas" element={cinemaPages.list} />
      <Route path="cinemas/new" element={cinemaPages.create} />
      <Route path="cinemas/:cinemaId" element={cinemaPages.edit} />
      <Route path="cinemas/:cinemaId/screens/new" element={cinemaPages.newScreen} />
      <Route path="screens/:screenId" element={cinemaPages.screen} />
      <Route
        path="shows"
        element={
          <StaffOnly>
            {() => (
              <Suspense fallback={pageLoading}>
                <ShowsPage />
              </Suspense>
            )}
          </StaffOnly>
        }
      />
      <Route
        path="shows/new"
        element={
          <StaffOnly>
            {() => (
              <Suspense fallback={pageLoading}>
                <ScheduleShowsPage />
              </Suspense>
            )}
          </StaffOnly>
        }
      />
      <Route
        path="bookings"
        element={
          <StaffOnly>
            {(account) => (
              <Suspense fallback={pageLoading}>
                <BookingsDeskPage account={account} />
              </Suspense>
            )}
          </StaffOnly>
        }
      />
      <Route
        path="reviews"
        element={
          <BackOfficePage title="Reviews" minimumRole="manager">
            {(account) => (
              <Suspense fallback={pageLoading}>
                <ReviewsPage account={account} />
              </Suspense>
            )}
          </BackOfficePage>
        }
      />
      <Route path="reports" element={<StaffOnly>{(account) => <SalesReportsRoute account={account} />}</StaffOnly>} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
