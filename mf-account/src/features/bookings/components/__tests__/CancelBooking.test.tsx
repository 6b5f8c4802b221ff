import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Booking, RefundQuote } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { bookingFixture } from '../../../../testing/fixtures';
import { MyBookingsPage } from '../MyBookingsPage';

setupApiServer();

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function quoteFixture(overrides: Partial<RefundQuote> = {}): RefundQuote {
  return {
    cancellable: true,
    state: 'open',
    refundAmount: 356,
    cardLast4: '1111',
    refundWithin: '5–7 days',
    closesAt: inHours(22),
    cutoffMinutes: 120,
    refundPercent: 80,
    cinemaName: 'Aurora Cinemas',
    message: '₹356.00 to your card ending 1111 within 5–7 days',
    ...overrides,
  };
}

const ahead = (overrides: Partial<Booking> = {}) =>
  bookingFixture({
    id: 5,
    showDateTime: inHours(24),
    showEndDateTime: inHours(26.5),
    upcoming: true,
    movie: { id: 1, title: 'Monsoon Express', thumbnail: '' },
    ...overrides,
  });

function serve(bookings: Booking[], quote: RefundQuote) {
  let cancelled = 0;
  server.use(
    http.get(apiUrl('/api/bookings/my-bookings'), () => HttpResponse.json(bookings)),
    http.get(apiUrl('/api/user/bookings/:id/refund-quote'), () => HttpResponse.json(quote)),
    http.post(apiUrl('/api/user/bookings/:id/cancel'), ({ params }) => {
      cancelled = Number(params.id);
      const booking = {
        ...bookings.find((item) => item.id === cancelled)!,
        status: 'CANCELLED' as const,
        refundAmount: quote.refundAmount,
      };
      return HttpResponse.json({ message: `Booking cancelled. Refund: ${quote.message}.`, booking, quote });
    }),
  );
  return () => cancelled;
}

describe('My Bookings: upcoming first, past apart, admitted, and cancelling with the refund shown', () => {
  it('lists upcoming shows soonest first under their heading and past ones apart; an admitted ticket reads "Admitted"', async () => {
    logIn();
    serve(
      [
        bookingFixture({
          id: 1,
          showDateTime: inHours(-30),
          upcoming: false,
          admittedAt: inHours(-30.2),
          movie: { id: 1, title: 'Seen Yesterday', thumbnail: '' },
        }),
        ahead({ id: 2, showDateTime: inHours(48), movie: { id: 2, title: 'Day After', thumbnail: '' } }),
        ahead({ id: 3, showDateTime: inHours(3), movie: { id: 3, title: 'Tonight', thumbnail: '' } }),
      ],
      quoteFixture(),
    );
    renderWithProviders(<MyBookingsPage />);

    const upcoming = await screen.findByRole('region', { name: 'Upcoming shows' });
    expect(
      within(upcoming)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Tonight', 'Day After']);
    const past = screen.getByRole('region', { name: 'Past shows' });
    const seen = within(past).getByRole('article', { name: 'Seen Yesterday' });
    expect(within(seen).getByText('Admitted')).toBeInTheDocument();
    expect(within(seen).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says what comes back, to which card and when, and shows the refund on the card once cancelled', async () => {
    logIn();
    const cancelledId = serve([ahead()], quoteFixture());
    const { user } = renderWithProviders(<MyBookingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('₹356.00 to your card ending 1111 within 5–7 days')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(
      await screen.findByText('Booking cancelled. Refund: ₹356.00 to your card ending 1111 within 5–7 days.'),
    ).toBeInTheDocument();
    expect(cancelledId()).toBe(5);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'Monsoon Express' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('· ₹356 refunded to your card')).toBeInTheDocument();
  });

  it('after the cut-off says why it cannot be cancelled, and offers no way to cancel', async () => {
    logIn();
    const cancelledId = serve(
      [ahead()],
      quoteFixture({
        cancellable: false,
        state: 'closed',
        refundAmount: 0,
        message: "Cancellation closed 2 hours before the show (Aurora Cinemas' policy)",
      }),
    );
    const { user } = renderWithProviders(<MyBookingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'This booking can no longer be cancelled' });
    expect(
      within(dialog).getByText("Cancellation closed 2 hours before the show (Aurora Cinemas' policy)"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes, cancel booking' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(cancelledId()).toBe(0);
  });

  it('gives the empty list its page heading', async () => {
    logIn();
    serve([], quoteFixture());
    renderWithProviders(<MyBookingsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
  });
});
