import { act, screen } from '@testing-library/react';
import { renderWithProviders, setupApiServer } from '@reeltime/shared-lib/testing';
import { holdFixture, storeBooking } from '../../../../testing/fixtures';
import { recordHoldReleases } from '../../../../testing/holdReleases';
import { loadConfirmation } from '../loadConfirmation';
import { PaymentPage } from '../PaymentPage';
import { paymentForm } from '../paymentForm';

jest.mock('../loadConfirmation', () => {
  const actual = jest.requireActual<typeof import('../loadConfirmation')>('../loadConfirmation');
  return { loadConfirmation: jest.fn(actual.loadConfirmation) };
});

setupApiServer();
jest.setTimeout(20_000);

describe('the confirmation fetched ahead', () => {
  beforeEach(() => void recordHoldReleases());

  it('is asked for once the customer starts on the card, before Pay', async () => {
    await paymentForm.preload();
    storeBooking({
      selectedSeats: [{ seatNumber: 'A1', price: 200 }],
      totalAmount: 200,
      bookingResponse: holdFixture(),
    });
    renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });
    const cardNumber = await screen.findByLabelText('Card Number');
    expect(loadConfirmation).not.toHaveBeenCalled();

    act(() => cardNumber.focus());
    expect(loadConfirmation).toHaveBeenCalled();
  });
});
