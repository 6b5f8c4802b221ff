import { Navigate, Route, Routes } from '@reeltime/shared-lib';
import { ScanPage } from '../features/scan/components/ScanPage';
import { MoviesPage } from '../features/movies/components/MoviesPage';
import { MovieEditPage } from '../features/movies/components/MovieEditPage';
import { NewMoviePage } from '../features/movies/components/NewMoviePage';
import { ManagersOnly } from '../features/movies/components/ManagersOnly';
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
      <Route path="movies" element={<ManagersOnly title="Movies">{() => <MoviesPage />}</ManagersOnly>} />
      <Route path="movies/new" element={<ManagersOnly title="New movie">{() => <NewMoviePage />}</ManagersOnly>} />
      <Route path="movies/:id" element={<ManagersOnly title="Movie">{() => <MovieEditPage />}</ManagersOnly>} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
