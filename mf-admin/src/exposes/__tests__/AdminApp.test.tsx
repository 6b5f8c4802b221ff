import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { scannedBooking, staffFixture, TICKET_TEXT, todaysShows } from '../../testing/fixtures';
import type { ScanResult } from '../../features/scan/api/scanTicket';
import AdminApp from '../AdminApp';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });

const ME = apiUrl('/api/admin/me');
const LOGIN = apiUrl('/api/auth/login');
const SCAN = apiUrl('/api/admin/tickets/scan');
const SHOWS = apiUrl('/api/admin/shows');
const AURORA = { id: 1, name: 'Aurora Cinemas' };

function renderAdmin(route = '/admin/scan') {
  return renderWithProviders(<AdminApp />, { route, path: '/admin/*' });
}

/** Staff of Aurora Cinemas by default (one cinema: no cinema to choose), with today's shows. */
function serveStaff(account = staffFixture({ allCinemas: false, cinemas: [AURORA] })) {
  const shows = todaysShows().filter(
    (show) => account.allCinemas || account.cinemas.some((cinema) => cinema.id === show.theater.id),
  );
  server.use(
    http.get(ME, () => HttpResponse.json(account)),
    http.get(SHOWS, () => HttpResponse.json({ date: '2026-11-21', shows })),
  );
}

describe('staff sign-in', () => {
  it('/admin asks for a sign-in through the site login, then opens the scanner for staff', async () => {
    let loginBody: unknown;
    server.use(
      http.post(LOGIN, async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json({ token: 'staff-token' });
      }),
    );
    serveStaff(staffFixture());
    const { user } = renderAdmin('/admin');

    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'staff@reeltime.app');
    await user.type(screen.getByLabelText(/Password/), 'staff1234{Enter}');

    expect(await screen.findByRole('heading', { name: 'Ticket scanner' })).toBeInTheDocument();
    expect(loginBody).toEqual({ username: 'staff@reeltime.app', password: 'staff1234' });
    expect(authStore.get().token).toBe('staff-token');
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/scan');
    expect(screen.getByRole('group', { name: 'Signed in as' })).toHaveTextContent(
      'staff@reeltime.appStaff · All cinemas',
    );
    expect(document.title).toBe('Ticket scanner · Back office | ReelTime');
  });

  it('says so when a customer account signs in, and offers another account', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ token: 'customer-token' })),
      http.get(ME, () =>
        HttpResponse.json({ error: 'Forbidden', message: 'This account cannot use the back office.' }, { status: 403 }),
      ),
    );
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText(/^Email/), 'demo@reeltime.app');
    await user.type(screen.getByLabelText(/Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/This account cannot use the back office\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('says when a staff account is assigned to no cinema (its cinema was deleted)', async () => {
    server.use(
      http.get(ME, () =>
        HttpResponse.json(
          { error: 'Forbidden', message: 'This staff account is not assigned to a cinema.' },
          { status: 403 },
        ),
      ),
    );
    act(() => logIn('staff-token'));
    renderAdmin();
    expect(await screen.findByText('This staff account is not assigned to a cinema.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ticket scanner' })).not.toBeInTheDocument();
  });

  it('shows a wrong password as such', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText(/^Email/), 'staff@reeltime.app');
    await user.type(screen.getByLabelText(/Password/), 'nope{Enter}');
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
  });
  it('signs out an expired session once, with the site’s message, back to the sign-in form', async () => {
    server.use(
      http.get(ME, () => HttpResponse.json({ error: 'Unauthorized', message: 'Token expired' }, { status: 401 })),
    );
    act(() => logIn('expired-token'));
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    expect(screen.getAllByText('Session expired. Please login again.')).toHaveLength(1);
    expect(authStore.get().token).toBeNull();
  });

  it('says when the account cannot be checked, and Retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get(ME, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(staffFixture());
      }),
      http.get(SHOWS, () => HttpResponse.json({ date: '2026-11-21', shows: todaysShows() })),
    );
    act(() => logIn('staff-token'));
    const { user } = renderAdmin();

    expect(await screen.findByText(/Could not reach ReelTime/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ticket scanner' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('ticket scanner', () => {
  async function scan(result: ScanResult) {
    let sent: unknown;
    server.use(
      http.post(SCAN, async ({ request }) => {
        const { deviceId, ...body } = (await request.json()) as { deviceId: string };
        sent = { ...body, deviceIdSent: /^[A-Za-z0-9_-]{16,64}$/.test(deviceId) };
        return HttpResponse.json(result);
      }),
    );
    serveStaff();
    act(() => logIn('staff-token'));
    const view = renderAdmin();
    const field = await screen.findByLabelText('Ticket QR text');
    await view.user.click(field);
    await view.user.paste(TICKET_TEXT);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual({ qr: TICKET_TEXT, showId: 31, deviceIdSent: true }));
    return { ...view, field };
  }

  it('admits for the current show of the door, preselected, with its own scanner id on every scan', async () => {
    const requests: { body: unknown; device: string }[] = [];
    server.use(
      http.post(SCAN, async ({ request }) => {
        const { deviceId, ...body } = (await request.json()) as { deviceId: string };
        requests.push({ body, device: deviceId });
        return HttpResponse.json({ result: 'invalid', reason: 'forged', message: 'Not a valid ReelTime ticket.' });
      }),
    );
    serveStaff();
    act(() => logIn('staff-token'));
    const { user } = renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Admitting for' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Cinema')).not.toBeInTheDocument();
    const showField = screen.getByLabelText('Show');
    expect(showField).toHaveDisplayValue('7:45 PM · Monsoon Express · Screen 2');
    expect(screen.getByTestId('door-show')).toHaveTextContent('12 of 40 seats admitted');
    for (const text of ['first', 'second']) {
      await user.type(screen.getByLabelText('Ticket QR text'), `${text}{Enter}`);
      await screen.findByRole('alert');
    }
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.body)).toEqual([
      { qr: 'first', showId: 31 },
      { qr: 'second', showId: 31 },
    ]);
    expect(requests[0].device).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(requests[1].device).toBe(requests[0].device);

    // Another show chosen by hand is the one scanned for, and is remembered for the session.
    await user.selectOptions(showField, '10:05 PM · Late Film · Screen 1');
    await user.type(screen.getByLabelText('Ticket QR text'), 'third{Enter}');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2].body).toEqual({ qr: 'third', showId: 32 });
    expect(JSON.parse(sessionStorage.getItem('reeltime.admin.door') ?? '{}')).toEqual({ theaterId: 1, showId: 32 });
  });

  it('all-cinema staff pick a cinema first; nothing can be scanned before a show is chosen', async () => {
    serveStaff(staffFixture());
    act(() => logIn('staff-token'));
    const { user } = renderAdmin();
    const cinema = await screen.findByLabelText('Cinema');
    expect(screen.queryByLabelText('Ticket QR text')).not.toBeInTheDocument();
    expect(screen.getByText('Choose your cinema, then the show you are admitting for.')).toBeInTheDocument();
    await user.selectOptions(cinema, 'Meridian Talkies');
    expect(screen.getByLabelText('Show')).toHaveDisplayValue('8:15 PM · Meridian Film · Screen 1');
    expect(screen.getByLabelText('Ticket QR text')).toBeInTheDocument();
  });

  it('shows a ticket of another show in amber as "Wrong show", with the ticket’s own show', async () => {
    await scan({
      result: 'wrong_show',
      booking: scannedBooking,
      message: 'Wrong show: this ticket is for Monsoon Express, 21 Nov, 7:45 PM, screen 2.',
    });
    const card = await screen.findByRole('alert');
    expect(card).toHaveAttribute('data-result', 'wrong_show');
    expect(card).toHaveTextContent('Wrong show');
    expect(card).toHaveTextContent('Ticket’s show');
    expect(card).toHaveTextContent('21 Nov 2026, 7:45 PM');
    expect(card).toHaveTextContent('Monsoon Express');
    expect(getComputedStyle(card).backgroundColor).toBe('rgb(255, 179, 0)');
  });

  it('shows a valid ticket as admitted, with movie, show and seats, and is ready for the next one', async () => {
    const { field } = await scan({
      result: 'admitted',
      booking: scannedBooking,
      usedAt: '2026-11-21T14:00:00.000Z',
      usedBy: 'staff@reeltime.app',
      message: 'Admit 2 guests: seats D4, D5.',
    });
    const card = await screen.findByRole('status');
    expect(card).toHaveTextContent('Valid — admit');
    expect(card).toHaveTextContent('Admit 2 guests: seats D4, D5.');
    expect(card).toHaveTextContent('Monsoon Express');
    expect(card).toHaveTextContent('21 Nov 2026, 7:45 PM');
    expect(card).toHaveTextContent('D4, D5');
    expect(card).toHaveTextContent('RT-7K3P9Q');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('shows a used ticket with when and by whom', async () => {
    await scan({
      result: 'already_used',
      booking: scannedBooking,
      usedAt: '2026-11-21T14:00:00.000Z',
      usedBy: 'staff@reeltime.app',
      message: 'Already used: admitted on 21 Nov, 7:30 PM by staff@reeltime.app.',
    });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Already used');
    expect(card).toHaveTextContent('Already used: admitted on 21 Nov, 7:30 PM by staff@reeltime.app.');
    expect(card).toHaveTextContent('Admitted by');
  });

  it.each([
    [
      'Cancelled booking',
      {
        result: 'cancelled',
        booking: scannedBooking,
        message: 'Booking RT-7K3P9Q was cancelled: the ticket is not valid.',
      },
    ],
    [
      'Forged or invalid ticket',
      {
        result: 'invalid',
        reason: 'forged',
        message: 'Not a valid ReelTime ticket: the code was altered, forged or is not a ticket.',
      },
    ],
    [
      'Ticket for another cinema',
      {
        result: 'invalid',
        reason: 'other_cinema',
        booking: scannedBooking,
        message: 'This ticket is for Meridian Talkies, not Aurora Cinemas.',
      },
    ],
    [
      'Show has ended',
      { result: 'invalid', reason: 'show_ended', booking: scannedBooking, message: 'This show ended.' },
    ],
  ] as [string, ScanResult][])('refuses a ticket as "%s"', async (headline, result) => {
    await scan(result);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent(headline);
    expect(card).toHaveTextContent(result.message);
  });

  it('explains a failed check without losing the page', async () => {
    server.use(
      http.post(SCAN, () =>
        HttpResponse.json(
          { error: 'Too Many Requests', message: 'Too many scans from this account. Please wait a moment.' },
          { status: 429 },
        ),
      ),
    );
    serveStaff();
    act(() => logIn('staff-token'));
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Check ticket' }));
    expect(await screen.findByText('Paste the text of a ticket QR code first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ticket QR text'), 'x');
    await user.click(screen.getByRole('button', { name: 'Check ticket' }));
    expect(await screen.findByText('Too many scans from this account. Please wait a moment.')).toBeInTheDocument();
  });

  it('says when the camera cannot be used, pointing to the text field', async () => {
    serveStaff();
    act(() => logIn('staff-token'));
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(/This browser cannot use a camera here/)).toBeInTheDocument();
  });
});
