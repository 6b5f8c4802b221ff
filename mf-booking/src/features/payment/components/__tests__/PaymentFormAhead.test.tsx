import { screen } from '@testing-library/react';
import { renderWithProviders, setupApiServer } from '@reeltime/shared-lib/testing';
import { holdFixture, storeBooking } from '../../../../testing/fixtures';
import { recordHoldReleases } from '../../../../testing/holdReleases';
import { PaymentPage } from '../PaymentPage';
import { paymentForm } from '../paymentForm';

setupApiServer();
jest.setTimeout(20_000);

function storeHeldBooking() {
  storeBooking({ selectedSeats: [{ seatNumber: 'A1', price: 200 }], totalAmount: 200, bookingResponse: holdFixture() });
}

// The form's code loads once per file: without it fetched ahead, /payment first says "Loading your booking..."
// (PaymentPage.test.tsx waits for it there).
describe('the payment form fetched ahead', () => {
  beforeEach(() => void recordHoldReleases());

  it('fetched while the seats were chosen: /payment shows the card form at once, with no loading state', async () => {
    await paymentForm.preload();
    storeHeldBooking();
    renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });

    expect(screen.getByLabelText('Card Number')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading your booking...' })).not.toBeInTheDocument();
  });
});
