import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { scannedBooking, staffFixture, TICKET_TEXT } from '../../testing/fixtures';
import type { ScanResult } from '../../features/scan/api/scanTicket';
import AdminApp from '../AdminApp';

setupApiServer();

const ME = apiUrl('/api/admin/me');
const LOGIN = apiUrl('/api/auth/login');
const SCAN = apiUrl('/api/admin/tickets/scan');

function renderAdmin(route = '/admin/scan') {
  return renderWithProviders(<AdminApp />, { route, path: '/admin/*' });
}

function serveStaff() {
  server.use(http.get(ME, () => HttpResponse.json(staffFixture())));
}

describe('staff sign-in', () => {
  it('/admin opens the scanner, which asks for a staff sign-in and signs in through the site login', async () => {
    let loginBody: unknown;
    server.use(
      http.post(LOGIN, async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json({ token: 'staff-token' });
      }),
    );
    serveStaff();
    const { user } = renderAdmin('/admin');

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/scan');
    await user.type(screen.getByLabelText(/Staff email/), 'staff@reeltime.app');
    await user.type(screen.getByLabelText(/Password/), 'staff1234{Enter}');

    expect(await screen.findByRole('heading', { name: 'Ticket scanner' })).toBeInTheDocument();
    expect(loginBody).toEqual({ username: 'staff@reeltime.app', password: 'staff1234' });
    expect(authStore.get().token).toBe('staff-token');
    expect(screen.getByText('staff@reeltime.app · All cinemas')).toBeInTheDocument();
    expect(document.title).toBe('Ticket scanner · Staff | ReelTime');
  });

  it('says so when a customer account signs in, and offers another account', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ token: 'customer-token' })),
      http.get(ME, () => HttpResponse.json({ error: 'Forbidden', message: 'This account is not a staff account.' }, { status: 403 })),
    );
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText(/Staff email/), 'demo@reeltime.app');
    await user.type(screen.getByLabelText(/Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/This account is not a staff account\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('shows a wrong password as such', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ error: 'Unauthorized', message: 'Invalid credentials' }, { status: 401 })));
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText(/Staff email/), 'staff@reeltime.app');
    await user.type(screen.getByLabelText(/Password/), 'nope{Enter}');
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
  });
  it('signs out an expired session once, with the site’s message, back to the sign-in form', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ error: 'Unauthorized', message: 'Token expired' }, { status: 401 })));
    act(() => logIn('expired-token'));
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
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
    server.use(http.post(SCAN, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(result);
    }));
    serveStaff();
    act(() => logIn('staff-token'));
    const view = renderAdmin();
    const field = await screen.findByLabelText('Ticket QR text');
    await view.user.click(field);
    await view.user.paste(TICKET_TEXT);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual({ qr: TICKET_TEXT }));
    return { ...view, field };
  }

  it('shows a valid ticket as admitted, with movie, show and seats, and is ready for the next one', async () => {
    const { field } = await scan({ result: 'admitted', booking: scannedBooking, usedAt: '2026-11-21T14:00:00.000Z', usedBy: 'staff@reeltime.app', message: 'Admit 2 guests: seats D4, D5.' });
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
    await scan({ result: 'already_used', booking: scannedBooking, usedAt: '2026-11-21T14:00:00.000Z', usedBy: 'staff@reeltime.app', message: 'Already used: admitted on 21 Nov, 7:30 PM by staff@reeltime.app.' });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Already used');
    expect(card).toHaveTextContent('Already used: admitted on 21 Nov, 7:30 PM by staff@reeltime.app.');
    expect(card).toHaveTextContent('Admitted by');
  });

  it.each([
    ['Cancelled booking', { result: 'cancelled', booking: scannedBooking, message: 'Booking RT-7K3P9Q was cancelled: the ticket is not valid.' }],
    ['Forged or invalid ticket', { result: 'invalid', reason: 'forged', message: 'Not a valid ReelTime ticket: the code was altered, forged or is not a ticket.' }],
    ['Ticket for another cinema', { result: 'invalid', reason: 'other_cinema', booking: scannedBooking, message: 'This ticket is for Meridian Talkies, not Aurora Cinemas.' }],
    ['Show has ended', { result: 'invalid', reason: 'show_ended', booking: scannedBooking, message: 'This show ended.' }],
  ] as [string, ScanResult][])('refuses a ticket as "%s"', async (headline, result) => {
    await scan(result);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent(headline);
    expect(card).toHaveTextContent(result.message);
  });

  it('explains a failed check without losing the page', async () => {
    server.use(http.post(SCAN, () => HttpResponse.json({ error: 'Too Many Requests', message: 'Too many scans from this account. Please wait a moment.' }, { status: 429 })));
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
