import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../testing/fixtures';
import type { Account } from '../api/accounts';
import AdminApp from '../../../exposes/AdminApp';

setupApiServer();

const ME = apiUrl('/api/admin/me');
const ACCOUNTS = apiUrl('/api/admin/accounts');
const AURORA = { id: 1, name: 'Aurora Cinemas' };
const HARBOUR = { id: 2, name: 'Harbour Lights Cinema' };

const account = (overrides: Partial<Account>): Account => ({
  id: 10,
  name: 'Mira Manager',
  email: 'mira@example.com',
  role: 'manager',
  status: 'active',
  allCinemas: false,
  cinemas: [AURORA],
  lastSignInAt: '2026-11-20T10:00:00.000Z',
  inviteExpiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function serve(me = staffFixture({ id: 1, name: 'Chain Admin', email: 'admin@reeltime.app', role: 'admin' })) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const accounts = [
    account({}),
    account({
      id: 11,
      name: 'Dev Door',
      email: 'dev@example.com',
      role: 'staff',
      status: 'invited',
      allCinemas: true,
      cinemas: [],
      lastSignInAt: null,
      inviteExpiresAt: '2026-11-29T10:00:00.000Z',
    }),
  ];
  server.use(
    http.get(ME, () => HttpResponse.json(me)),
    http.get(ACCOUNTS, ({ request }) => {
      requests.push({ method: 'GET', url: request.url, body: null });
      const role = new URL(request.url).searchParams.get('role');
      return HttpResponse.json({
        accounts: accounts.filter((item) => !role || item.role === role),
        cinemas: [AURORA, HARBOUR],
      });
    }),
    http.post(ACCOUNTS, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      requests.push({ method: 'POST', url: request.url, body });
      if (body.email === 'taken@example.com') {
        return HttpResponse.json(
          { error: 'Conflict', message: 'email: an account with this email already exists' },
          { status: 409 },
        );
      }
      return HttpResponse.json(account({ id: 12, email: body.email, status: 'invited' }), { status: 201 });
    }),
    http.put(`${ACCOUNTS}/:id`, async ({ request, params }) => {
      const body = await request.json();
      requests.push({ method: 'PUT', url: `/${String(params.id)}`, body });
      return HttpResponse.json(account({ id: Number(params.id) }));
    }),
  );
  return requests;
}

function renderAccounts() {
  logIn();
  return renderWithProviders(<AdminApp />, { route: '/admin/accounts', path: '/admin/*' });
}

describe('Accounts page', () => {
  it('lists the back-office accounts with role, cinemas and status, and invites a manager of two cinemas (API errors shown in the form)', async () => {
    const requests = serve();
    const { user } = renderAccounts();

    const grid = await screen.findByRole('grid', { name: 'Accounts' });
    const mira = await within(grid).findByRole('row', { name: /Mira Manager/ });
    expect(within(mira).getByText('Aurora Cinemas')).toBeInTheDocument();
    expect(within(mira).getByText('active')).toBeInTheDocument();
    const dev = within(grid).getByRole('row', { name: /Dev Door/ });
    expect(within(dev).getByText('Every cinema')).toBeInTheDocument();
    expect(within(dev).getByText('Never')).toBeInTheDocument();
    expect(within(dev).getByRole('button', { name: 'Resend invitation to Dev Door' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'taken@example.com');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ira Manager');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'manager');
    await user.click(within(dialog).getByLabelText('Aurora Cinemas'));
    await user.click(within(dialog).getByLabelText('Harbour Lights Cinema'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('email: an account with this email already exists')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'ira@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { email: 'taken@example.com', name: 'Ira Manager', role: 'manager', allCinemas: false, cinemaIds: [1, 2] },
      { email: 'ira@example.com', name: 'Ira Manager', role: 'manager', allCinemas: false, cinemaIds: [1, 2] },
    ]);
  });

  it('edits a role and cinemas, disables an account and resends an invitation; filters by role', async () => {
    const requests = serve();
    const { user } = renderAccounts();
    const grid = await screen.findByRole('grid', { name: 'Accounts' });
    await within(grid).findByRole('row', { name: /Mira Manager/ });

    await user.click(screen.getByRole('button', { name: 'Edit Mira Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mira Manager' });
    expect(within(dialog).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'staff');
    await user.click(within(dialog).getByLabelText('Every cinema of the chain'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Disable Mira Manager' }));
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Dev Door' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(3));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/10', body: { name: 'Mira Manager', role: 'staff', allCinemas: true, cinemaIds: [] } },
      { method: 'PUT', url: '/10', body: { disabled: true } },
      { method: 'PUT', url: '/11', body: { resendInvite: true } },
    ]);

    await user.selectOptions(screen.getByLabelText(/^Filter by role/), 'staff');
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Mira Manager/ })).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'GET' && request.url.endsWith('?role=staff'))).toBe(true);
  });

  it('tells a manager that only an admin manages accounts', async () => {
    serve(staffFixture({ role: 'manager', allCinemas: false, cinemas: [AURORA] }));
    renderAccounts();
    expect(await screen.findByText('Only an admin may manage accounts.')).toBeInTheDocument();
  });
});
