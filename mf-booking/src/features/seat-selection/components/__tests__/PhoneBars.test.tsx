import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { holdFixture, seatMapFixture, storeBooking } from '../../../../testing/fixtures';
import { simulatePhoneViewport } from '../../../../testing/phoneViewport';
import PaymentPage from '../../../../exposes/PaymentPage';
import { SeatSelectionPage } from '../SeatSelectionPage';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
simulatePhoneViewport();
jest.setTimeout(60_000);

describe('on a phone', () => {
  it('seat selection keeps the count, total and Proceed in a bar at the bottom, as the one Proceed control', async () => {
    logIn();
    storeBooking();
    server.use(
      http.get(apiUrl('/api/seats/slot/31'), () => HttpResponse.json(seatMapFixture())),
      http.post(apiUrl('/api/bookings/select-seats'), () =>
        HttpResponse.json(holdFixture({ seatNumbers: ['A1', 'C2'] })),
      ),
    );
    const { user } = renderWithProviders(<SeatSelectionPage />, {
      route: '/movies/7/seat-selection',
      path: '/movies/:id/seat-selection',
    });
    await screen.findByRole('grid', { name: 'Seat map' });
    const bar = screen.getByTestId('seat-selection-bar');
    expect(bar).toHaveTextContent('0 seats · ₹0');

    await user.click(screen.getByRole('button', { name: /^Seat A1,/ }));
    await user.click(screen.getByRole('button', { name: /^Seat C2,/ }));

    expect(bar).toHaveTextContent('2 seats · ₹550');
    expect(screen.getAllByRole('button', { name: 'Proceed to Payment' })).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment'));
  });

  it('payment keeps the countdown and "Pay ₹total" in a bar at the bottom of the card form', async () => {
    logIn();
    storeBooking({
      selectedSeats: [
        { seatNumber: 'A1', price: 200 },
        { seatNumber: 'A2', price: 200 },
      ],
      totalAmount: 400,
      bookingResponse: holdFixture(),
    });
    renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });

    const bar = await screen.findByTestId('pay-bar', {}, { timeout: 5_000 }); // the form is a lazy chunk
    expect(within(bar).getByRole('timer', { name: 'Time left to pay: 10:00' })).toHaveTextContent('10:00');
    expect(within(bar).getByRole('button', { name: 'Pay ₹433.04' })).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
  });

  it('keeps the declined-card message in the Pay bar, and lifts toasts above the bar', async () => {
    logIn();
    storeBooking({
      selectedSeats: [
        { seatNumber: 'A1', price: 200 },
        { seatNumber: 'A2', price: 200 },
      ],
      totalAmount: 400,
      bookingResponse: holdFixture(),
    });
    server.use(
      http.post(apiUrl('/api/bookings/payment'), () =>
        HttpResponse.json(
          { error: 'Bad Request', message: 'Your card was declined. Please try another card.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });
    const bar = await screen.findByTestId('pay-bar', {}, { timeout: 5_000 });
    expect(document.documentElement.style.getPropertyValue('--rt-sticky-bar-height')).toMatch(/^\d+px$/);

    await user.type(screen.getByLabelText('Card Number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Asha Rao');
    await user.click(within(bar).getByRole('button', { name: 'Pay ₹433.04' }));

    expect(await within(bar).findByRole('alert')).toHaveTextContent('Your card was declined. Please try another card.');
  });
});
