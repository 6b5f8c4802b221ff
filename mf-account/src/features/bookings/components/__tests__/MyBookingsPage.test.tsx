import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { authStore, eventBus, type AppEvent, type Booking } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { bookingFixture } from '../../../../testing/fixtures';
import { MyBookingsPage } from '../MyBookingsPage';

setupApiServer();

const MY_BOOKINGS = apiUrl('/api/bookings/my-bookings');

/** A status the app does not know, or none, as a server might still send. */
const serverStatus = (status: string | undefined) => status as Booking['status'];

function serveBookings(bookings = [bookingFixture()]) {
  server.use(http.get(MY_BOOKINGS, () => HttpResponse.json(bookings)));
}

describe('MyBookingsPage', () => {
  it('asks a logged-out visitor to log in, with a way home', async () => {
    const { user } = renderWithProviders(<MyBookingsPage />, { route: '/my-bookings' });

    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please login to view your bookings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it('opens the login dialog from the logged-out view', async () => {
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { user } = renderWithProviders(<MyBookingsPage />);

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(events).toContainEqual({ type: 'auth:open-modal', tab: 'login' });
    subscription.unsubscribe();
  });

  it('shows a spinner, then a card with the booking details', async () => {
    logIn();
    server.use(
      http.get(MY_BOOKINGS, async () => {
        await delay(30);
        return HttpResponse.json([
          bookingFixture({
            id: 41,
            totalAmount: 1250.5,
            showDateTime: '2026-11-21T15:00:00+05:30',
            seats: ['C4', 'C5'],
            movie: { id: 3, title: 'Monsoon Heist', thumbnail: 'http://api.test/posters/3.svg' },
            cinema: { name: 'PVR Phoenix', location: 'Lower Parel, Mumbai' },
          }),
        ]);
      }),
    );
    renderWithProviders(<MyBookingsPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings...');
    const card = await screen.findByRole('article', { name: 'Monsoon Heist' });
    expect(within(card).getByRole('img', { name: 'Monsoon Heist poster' })).toHaveAttribute(
      'src',
      'http://api.test/posters/3.svg',
    );
    expect(within(card).getByText('PVR Phoenix, Lower Parel, Mumbai')).toBeInTheDocument();
    // The cinema's clock, though these tests run in Los Angeles (see jest.config.js).
    expect(within(card).getByText('21 Nov 2026 · 3:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('C4')).toBeInTheDocument();
    expect(within(card).getByText('C5')).toBeInTheDocument();
    expect(within(card).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Booking ID: 41')).toBeInTheDocument();
  });

  it("shows the cinema-local date and time whatever the show time's offset or the device's zone", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    logIn();
    serveBookings([
      bookingFixture({
        showDateTime: '2026-11-21T23:45:00+05:30',
        movie: { id: 1, title: 'Late Show', thumbnail: '' },
      }),
      bookingFixture({
        showDateTime: '2026-11-22T00:15:00-08:00',
        movie: { id: 2, title: 'Midnight Show', thumbnail: '' },
      }),
    ]);
    renderWithProviders(<MyBookingsPage />);

    expect(
      within(await screen.findByRole('article', { name: 'Late Show' })).getByText('21 Nov 2026 · 11:45 PM'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Midnight Show' })).getByText('22 Nov 2026 · 12:15 AM'),
    ).toBeInTheDocument();
  });

  it("shows and hides the ticket QR with the confirmation's payload, 100 px square", async () => {
    logIn();
    const booking = bookingFixture({
      id: 77,
      bookingId: 77,
      status: 'CONFIRMED',
      totalAmount: 631.3,
      showDateTime: '2026-11-21T15:00:00+05:30',
      bookingTime: '2026-11-20T04:30:00.000Z',
      seats: ['D7', 'D8'],
      movie: { id: 3, title: 'Monsoon Heist', thumbnail: '' },
      cinema: { name: 'PVR Phoenix', location: 'Lower Parel, Mumbai' },
    });
    serveBookings([booking]);
    const { user } = renderWithProviders(<MyBookingsPage />);
    const card = await screen.findByRole('article', { name: 'Monsoon Heist' });
    expect(within(card).queryByRole('img', { name: 'Ticket QR code for Monsoon Heist' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show QR' }));

    const qr = await within(card).findByRole('img', { name: 'Ticket QR code for Monsoon Heist' });
    expect(JSON.parse(qr.getAttribute('data-qr-value') ?? '')).toEqual({
      bookingId: 77,
      movie: 'Monsoon Heist',
      cinema: 'PVR Phoenix, Lower Parel, Mumbai',
      date: '2026-11-21',
      time: '15:00',
      seats: ['D7', 'D8'],
      total: 631.3,
      status: 'CONFIRMED',
      timestamp: '2026-11-20T04:30:00.000Z',
    });
    const svg = qr.querySelector('svg');
    expect(svg).toHaveAttribute('width', '100');
    expect(svg).toHaveAttribute('height', '100');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'Hide QR' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(card).getByRole('button', { name: 'Hide QR' }));

    expect(within(card).queryByRole('img', { name: 'Ticket QR code for Monsoon Heist' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show QR' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows each card's QR on its own, by keyboard too", async () => {
    logIn();
    serveBookings([
      bookingFixture({ movie: { id: 1, title: 'First', thumbnail: '' } }),
      bookingFixture({ movie: { id: 2, title: 'Second', thumbnail: '' } }),
    ]);
    const { user } = renderWithProviders(<MyBookingsPage />);
    const second = await screen.findByRole('article', { name: 'Second' });

    act(() => within(second).getByRole('button', { name: 'Show QR' }).focus());
    await user.keyboard('{Enter}');

    expect(await within(second).findByRole('img', { name: 'Ticket QR code for Second' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ticket QR code for First' })).not.toBeInTheDocument();
  });

  it('shows a confirmed booking green, an unknown status blue, and no status as a green "Confirmed"', async () => {
    logIn();
    serveBookings([
      bookingFixture({ status: 'CONFIRMED', movie: { id: 1, title: 'Confirmed One', thumbnail: '' } }),
      bookingFixture({ status: serverStatus('REFUNDED'), movie: { id: 2, title: 'Refunded One', thumbnail: '' } }),
      bookingFixture({ status: serverStatus(undefined), movie: { id: 3, title: 'Statusless One', thumbnail: '' } }),
    ]);
    renderWithProviders(<MyBookingsPage />);

    const confirmed = await screen.findByRole('article', { name: 'Confirmed One' });
    expect(within(confirmed).getByText('Confirmed').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    const other = screen.getByRole('article', { name: 'Refunded One' });
    expect(within(other).getByText('Refunded').closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    const statusless = screen.getByRole('article', { name: 'Statusless One' });
    expect(within(statusless).getByText('Confirmed').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  });

  it('labels each status with its own colour', async () => {
    logIn();
    serveBookings([
      bookingFixture({
        status: 'CANCELLED',
        movie: { id: 1, title: 'Cancelled One', thumbnail: 'http://api.test/posters/x.svg' },
      }),
      bookingFixture({
        status: 'PENDING',
        movie: { id: 2, title: 'Pending One', thumbnail: 'http://api.test/posters/x.svg' },
      }),
    ]);
    renderWithProviders(<MyBookingsPage />);

    const cancelled = await screen.findByRole('article', { name: 'Cancelled One' });
    expect(within(cancelled).getByText('Cancelled').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    const pending = screen.getByRole('article', { name: 'Pending One' });
    expect(within(pending).getByText('Pending').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(within(pending).getByText('Tickets can only be downloaded for confirmed bookings')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Download Ticket' })).not.toBeInTheDocument();
  });

  it('shows the empty state with Browse Movies', async () => {
    logIn();
    serveBookings([]);
    const { user } = renderWithProviders(<MyBookingsPage />);

    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Movies' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies');
  });

  it('shows the server message on failure and retries', async () => {
    logIn();
    let calls = 0;
    server.use(
      http.get(MY_BOOKINGS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Internal', message: 'Bookings are resting' }, { status: 500 })
          : HttpResponse.json([
              bookingFixture({ movie: { id: 1, title: 'Back Again', thumbnail: 'http://api.test/posters/x.svg' } }),
            ]);
      }),
    );
    const { user } = renderWithProviders(<MyBookingsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Bookings are resting');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('falls back to "Failed to fetch bookings"', async () => {
    logIn();
    server.use(http.get(MY_BOOKINGS, () => HttpResponse.error()));
    renderWithProviders(<MyBookingsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bookings');
  });

  it('logs out when the session has expired', async () => {
    logIn();
    server.use(
      http.get(MY_BOOKINGS, () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'jwt expired' }, { status: 401 }),
      ),
    );
    renderWithProviders(<MyBookingsPage />);

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('refreshes the list on request', async () => {
    logIn();
    serveBookings([bookingFixture({ movie: { id: 1, title: 'First', thumbnail: 'http://api.test/posters/x.svg' } })]);
    const { user } = renderWithProviders(<MyBookingsPage />);
    await screen.findByRole('article', { name: 'First' });

    serveBookings([
      bookingFixture({ movie: { id: 2, title: 'Second', thumbnail: 'http://api.test/posters/x.svg' } }),
      bookingFixture({ movie: { id: 1, title: 'First', thumbnail: 'http://api.test/posters/x.svg' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('article', { name: 'Second' })).toBeInTheDocument();
  });

  describe('removing a booking', () => {
    it('removes it from the list after confirmation', async () => {
      logIn();
      serveBookings([
        bookingFixture({ id: 9, movie: { id: 1, title: 'Gone Soon', thumbnail: 'http://api.test/posters/x.svg' } }),
      ]);
      let removedId = '';
      server.use(
        http.delete(apiUrl('/api/user/bookings/:id'), ({ params }) => {
          removedId = String(params.id);
          return HttpResponse.json({ message: 'Booking removed successfully' });
        }),
      );
      const { user } = renderWithProviders(<MyBookingsPage />);

      await user.click(await screen.findByRole('button', { name: 'Remove booking for Gone Soon' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, remove' }));

      expect(await screen.findByText('Booking removed successfully')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
      expect(removedId).toBe('9');
    });

    it('keeps it and says so when removal fails', async () => {
      logIn();
      serveBookings([bookingFixture({ movie: { id: 1, title: 'Stays', thumbnail: 'http://api.test/posters/x.svg' } })]);
      server.use(http.delete(apiUrl('/api/user/bookings/:id'), () => new HttpResponse(null, { status: 500 })));
      const { user } = renderWithProviders(<MyBookingsPage />);

      await user.click(await screen.findByRole('button', { name: 'Remove booking for Stays' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, remove' }));

      expect(await screen.findByText('Failed to remove booking')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Stays', hidden: true })).toBeInTheDocument();
    });
  });

  describe('downloading a ticket', () => {
    const createObjectURL = jest.fn(() => 'blob:ticket');
    const revokeObjectURL = jest.fn();
    let clicked: string[] = [];

    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    });

    afterEach(() => jest.restoreAllMocks());

    it('saves the PDF under the server-given name', async () => {
      logIn();
      serveBookings([
        bookingFixture({ id: 12, movie: { id: 1, title: 'Ticketed', thumbnail: 'http://api.test/posters/x.svg' } }),
      ]);
      server.use(
        http.get(
          apiUrl('/api/bookings/12/download'),
          () =>
            new HttpResponse(new Blob(['%PDF-1.4']), {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="ticket-booking-12.pdf"',
              },
            }),
        ),
      );
      const { user } = renderWithProviders(<MyBookingsPage />);

      await user.click(await screen.findByRole('button', { name: 'Download Ticket' }));

      expect(await screen.findByText('Ticket downloaded successfully!')).toBeInTheDocument();
      expect(clicked).toEqual(['ticket-booking-12.pdf']);
    });

    it.each([
      [403, 'Access denied. This booking does not belong to you.'],
      [404, 'Booking not found.'],
      [400, 'Ticket cannot be downloaded for this booking status.'],
      [500, 'Failed to download ticket. Please try again.'],
    ])('explains a %s failure', async (status, message) => {
      logIn();
      serveBookings([bookingFixture({ id: 13 })]);
      server.use(http.get(apiUrl('/api/bookings/13/download'), () => new HttpResponse(null, { status })));
      const { user } = renderWithProviders(<MyBookingsPage />);

      await user.click(await screen.findByRole('button', { name: 'Download Ticket' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });

    it('logs out when the session expired', async () => {
      logIn();
      serveBookings([bookingFixture({ id: 14 })]);
      server.use(http.get(apiUrl('/api/bookings/14/download'), () => new HttpResponse(null, { status: 401 })));
      const { user } = renderWithProviders(<MyBookingsPage />);

      await user.click(await screen.findByRole('button', { name: 'Download Ticket' }));

      expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
      await waitFor(() => expect(authStore.get().token).toBeNull());
    });
  });
});
