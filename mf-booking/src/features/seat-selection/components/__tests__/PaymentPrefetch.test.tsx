import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventBus } from '@reeltime/shared-lib';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { seatMapFixture, storeBooking } from '../../../../testing/fixtures';
import { PAYMENT_PREFETCH_DELAY_MS, SeatSelectionPage } from '../SeatSelectionPage';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
jest.setTimeout(60_000);

describe('seat selection fetches the payment step ahead', () => {
  it('asks for the payment page’s code once the chosen seats are left alone for a moment, and once', async () => {
    const asked: { path: string; at: number }[] = [];
    const subscription = eventBus
      .on('page:prefetch')
      .subscribe((event) => asked.push({ path: event.path, at: Date.now() }));
    storeBooking();
    server.use(http.get(apiUrl('/api/seats/slot/31'), () => HttpResponse.json(seatMapFixture())));
    const { user } = renderWithProviders(<SeatSelectionPage />, {
      route: '/movies/7/seat-selection',
      path: '/movies/:id/seat-selection',
    });

    const first = await screen.findByRole('button', { name: 'Seat A1, Classic ₹200, available' });
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_PREFETCH_DELAY_MS * 2));
    expect(asked).toEqual([]);

    await user.click(first);
    const tapped = Date.now();
    await waitFor(() => expect(asked.map(({ path }) => path)).toEqual(['/payment']), { timeout: 10_000 });
    // Not with the tap: a moment after it.
    expect(asked[0]!.at - tapped).toBeGreaterThanOrEqual(PAYMENT_PREFETCH_DELAY_MS - 100);

    await user.click(screen.getByRole('button', { name: 'Seat A2, Classic ₹200, available' }));
    await user.click(screen.getByRole('button', { name: /^Seat A1, .*selected$/ }));
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_PREFETCH_DELAY_MS * 2));
    subscription.unsubscribe();
    expect(asked).toHaveLength(1);
  });
});
