import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bookingStorage } from '@reeltime/shared-lib';
import {
  apiUrl,
  bookingHandOffFixture,
  logIn,
  renderWithProviders,
  server,
  setupApiServer,
} from '@reeltime/shared-lib/testing';
import { holdFixture, seatMapFixture } from '../../testing/fixtures';
import SeatSelectionPage from '../SeatSelectionPage';
import PaymentPage from '../PaymentPage';
import { serveNoQueue } from '../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
// Two whole pages, one after the other: seconds on a loaded machine.
jest.setTimeout(30_000);

/**
 * The contract with the catalog: what its showtime picker hands over (`bookingHandOffFixture`,
 * which the catalog's MovieDetailPage test proves it produces) is what these exposed pages read.
 */
describe('the catalog’s booking hand-off, fed into the exposed booking pages', () => {
  it('seat selection shows the show it was handed, and payment shows it with the held seats', async () => {
    const handOff = bookingHandOffFixture();
    bookingStorage.write(handOff.booking);
    bookingStorage.setStep(handOff.step);
    logIn();
    const slotId = handOff.slot.slotId;
    server.use(
      http.get(apiUrl(`/api/seats/slot/${slotId}`), () => HttpResponse.json(seatMapFixture())),
      http.post(apiUrl('/api/bookings/select-seats'), () =>
        HttpResponse.json(
          holdFixture({ slotId, seatNumbers: ['A1'], ticketFee: 200, convenienceFee: 16.52, totalAmount: 216.52 }),
        ),
      ),
    );

    const seats = renderWithProviders(<SeatSelectionPage />, {
      route: handOff.path,
      path: '/movies/:id/seat-selection',
    });
    expect(await screen.findByRole('heading', { name: handOff.movie.title })).toBeInTheDocument();
    const seatSummary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(seatSummary).getByText('PVR Phoenix, Lower Parel')).toBeInTheDocument();
    expect(within(seatSummary).getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(within(seatSummary).getByText('6:30 PM')).toBeInTheDocument();

    await seats.user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));
    await seats.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment'));
    seats.unmount();

    renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });
    const summary = await screen.findByRole('region', { name: 'Booking Summary' }, { timeout: 5000 });
    expect(within(summary).getByText(handOff.movie.title)).toBeInTheDocument();
    expect(within(summary).getByText('PVR Phoenix, Lower Parel')).toBeInTheDocument();
    expect(within(summary).getByText('Sat, 21 Nov 2026 · 6:30 PM')).toBeInTheDocument();
    expect(within(summary).getByText('A1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹216.52' })).toBeInTheDocument();
  });
});
