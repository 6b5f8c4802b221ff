import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventBus } from '@reeltime/shared-lib';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { seatMapFixture, storeBooking } from '../../../../testing/fixtures';
import { SeatSelectionPage } from '../SeatSelectionPage';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
jest.setTimeout(60_000);

describe('seat selection fetches the payment step ahead', () => {
  it('asks for the payment page’s code when the first seat is chosen, not before, and once', async () => {
    const asked: string[] = [];
    const subscription = eventBus.on('page:prefetch').subscribe((event) => asked.push(event.path));
    storeBooking();
    server.use(http.get(apiUrl('/api/seats/slot/31'), () => HttpResponse.json(seatMapFixture())));
    const { user } = renderWithProviders(<SeatSelectionPage />, {
      route: '/movies/7/seat-selection',
      path: '/movies/:id/seat-selection',
    });

    const first = await screen.findByRole('button', { name: 'Seat A1, Classic ₹200, available' });
    expect(asked).toEqual([]);
    await user.click(first);
    expect(asked).toEqual(['/payment']);
    await user.click(screen.getByRole('button', { name: 'Seat A2, Classic ₹200, available' }));
    await user.click(screen.getByRole('button', { name: /^Seat A1, .*selected$/ }));
    subscription.unsubscribe();
    expect(asked).toEqual(['/payment']);
  });
});
