import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore, Route, Routes } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../testing/fixtures';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { StaffOnly } from '../../staff/components/StaffOnly';
import { BackOfficeHome } from '../components/BackOfficeHome';
import { BackOfficePage } from '../components/BackOfficePage';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });

const AURORA = { id: 1, name: 'Aurora Cinemas' };
const HARBOUR = { id: 4, name: 'Harbour Lights Cinema' };
const admin = staffFixture({ id: 1, name: 'Asha Admin', email: 'admin@reeltime.app', role: 'admin', allCinemas: true });
const manager = staffFixture({
  id: 3,
  name: 'Meera Manager',
  email: 'manager@reeltime.app',
  role: 'manager',
  allCinemas: false,
  cinemas: [AURORA, HARBOUR],
});
const staff = staffFixture({ allCinemas: false, cinemas: [AURORA] });

/** The frame as the remote mounts it: /admin, one manager page, one admin page and the scanner's role. */
function renderBackOffice(account: StaffAccount, route: string) {
  server.use(http.get(apiUrl('/api/admin/me'), () => HttpResponse.json(account)));
  act(() => void logIn());
  return renderWithProviders(
    <Routes>
      <Route index element={<BackOfficeHome />} />
      <Route
        path="reports"
        element={
          <BackOfficePage title="Dashboard" minimumRole="manager">
            {() => <p>Takings today</p>}
          </BackOfficePage>
        }
      />
      <Route
        path="movies"
        element={
          <StaffOnly>
            {() => (
              <AdminFrame title="Movies">
                <p>Every film</p>
              </AdminFrame>
            )}
          </StaffOnly>
        }
      />
      <Route
        path="accounts"
        element={
          <BackOfficePage title="Accounts" minimumRole="admin">
            {() => <p>Every account</p>}
          </BackOfficePage>
        }
      />
      <Route
        path="scan"
        element={
          <BackOfficePage title="Ticket scanner" minimumRole="staff">
            {() => <p>Door</p>}
          </BackOfficePage>
        }
      />
    </Routes>,
    { route, path: '/admin/*' },
  );
}

const navigationLabels = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('back-office frame', () => {
  it('opens the dashboard for an admin, with every page in the navigation, the account and Sign out', async () => {
    const { user } = renderBackOffice(admin, '/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/reports');
    expect(navigationLabels()).toEqual([
      'Dashboard',
      'Movies',
      'Cinemas',
      'Shows',
      'Bookings',
      'Reviews',
      'Accounts',
      'Audit log',
      'Ticket scanner',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/admin/accounts');
    expect(document.title).toBe('Dashboard · Back office | ReelTime');
    const signedIn = screen.getByRole('group', { name: 'Signed in as' });
    expect(signedIn).toHaveTextContent('Asha Admin');
    expect(signedIn).toHaveTextContent('Admin · All cinemas');

    await user.click(screen.getByRole('link', { name: 'Accounts' }));
    expect(await screen.findByText('Every account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');

    // A page framed by AdminFrame alone sits in the same frame.
    await user.click(screen.getByRole('link', { name: 'Movies' }));
    expect(await screen.findByText('Every film')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Movies' })).toHaveAttribute('aria-current', 'page');

    await user.click(
      within(screen.getByRole('group', { name: 'Signed in as' })).getByRole('button', { name: 'Sign out' }),
    );
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('shows a manager its cinemas and no admin pages; an admin page reads why and never renders', async () => {
    renderBackOffice(manager, '/admin/accounts');

    expect(await screen.findByText('This page is for admins.')).toBeInTheDocument();
    expect(screen.queryByText('Every account')).not.toBeInTheDocument();
    expect(navigationLabels()).toEqual([
      'Dashboard',
      'Movies',
      'Cinemas',
      'Shows',
      'Bookings',
      'Reviews',
      'Audit log',
      'Ticket scanner',
    ]);
    expect(screen.getByRole('group', { name: 'Signed in as' })).toHaveTextContent(
      'Manager · Aurora Cinemas, Harbour Lights Cinema',
    );
  });

  it('sends staff from /admin to the scanner and keeps them out of manager pages', async () => {
    const first = renderBackOffice(staff, '/admin');
    expect(await screen.findByText('Door')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/scan');
    expect(navigationLabels()).toEqual(['Ticket scanner']);
    expect(screen.getByRole('group', { name: 'Signed in as' })).toHaveTextContent('Staff · Aurora Cinemas');
    first.unmount();

    renderBackOffice(staff, '/admin/reports');
    expect(await screen.findByText('This page is for managers and admins.')).toBeInTheDocument();
    expect(screen.queryByText('Takings today')).not.toBeInTheDocument();
  });

  it('opens the navigation from the menu button and closes it on a choice', async () => {
    const { user } = renderBackOffice(manager, '/admin/reports');
    const menu = await screen.findByRole('button', { name: 'Open navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: 'Ticket scanner' }));
    expect(await screen.findByText('Door')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/scan');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
