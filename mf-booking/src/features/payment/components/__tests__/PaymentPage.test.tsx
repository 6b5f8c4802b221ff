import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BOOKING_STORAGE_KEYS, bookingStorage } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { holdFixture, paidBookingFixture, storeBooking } from '../../../../testing/fixtures';
import { recordHoldReleases } from '../../../../testing/holdReleases';
import { PaymentPage } from '../PaymentPage';

setupApiServer();
// Typing whole card details with user-event takes seconds on a loaded machine.
jest.setTimeout(20_000);

const PAYMENT = apiUrl('/api/bookings/payment');

function storeHeldBooking() {
  return storeBooking({
    selectedSeats: [
      { seatNumber: 'A1', price: 200 },
      { seatNumber: 'A2', price: 200 },
    ],
    totalAmount: 400,
    bookingResponse: holdFixture(),
  });
}

function renderPage() {
  return renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });
}

async function fillCard(user: ReturnType<typeof renderPage>['user'], cardNumber = '4111111111111111') {
  await user.type(screen.getByLabelText('Card Number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Cardholder Name'), 'Asha Rao');
}

describe('PaymentPage', () => {
  // Leaving, a refresh and the timer release the hold (PaymentHoldRelease.test.tsx checks those calls).
  beforeEach(() => void recordHoldReleases());

  it('sends the user to /movies when no booking turns up within 100 ms', async () => {
    renderPage();

    expect(await screen.findByText('No booking details found. Please start over.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies'));
  });

  it('summarises the held seats, fees, total and time left', async () => {
    logIn();
    const { selectedCinema } = storeHeldBooking();
    bookingStorage.update({
      selectedCinema: { ...selectedCinema, cancellationPolicy: { cutoffMinutes: 0, refundPercent: 100 } },
    });
    const { user } = renderPage();

    // The first test to show the form waits for its lazy chunk to be compiled and loaded.
    const summary = await screen.findByRole('region', { name: 'Booking Summary' }, { timeout: 5_000 });
    expect(within(summary).getByText('Monsoon Heist')).toBeInTheDocument();
    expect(within(summary).getByText('PVR Phoenix, Lower Parel')).toBeInTheDocument();
    expect(within(summary).getByText('Sat, 21 Nov 2026 · 6:30 PM')).toBeInTheDocument();
    expect(
      within(summary).getByText('Cancel until the show starts for a full refund of the ticket price.'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('A1')).toBeInTheDocument();
    expect(within(summary).getByText('2 Seats (ticket fee)')).toBeInTheDocument();
    expect(within(summary).getByText('₹400')).toBeInTheDocument();
    expect(within(summary).getByText('₹33.04')).toBeInTheDocument();
    expect(within(summary).getByText('₹433.04')).toBeInTheDocument();
    expect(within(summary).getByRole('timer')).toHaveTextContent('10:00');
    await user.click(within(summary).getByRole('button', { name: 'Convenience fee' }));
    expect(within(summary).getByText('₹28')).toBeInTheDocument();
    expect(within(summary).getByText('₹5.04')).toBeInTheDocument();
    expect(
      screen.getByText('Please do not refresh or close this page until your payment is complete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹433.04' })).toBeInTheDocument();
    expect(bookingStorage.step()).toBe('payment');
  });

  it('groups the card number in fours and inserts the expiry slash', async () => {
    storeHeldBooking();
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Card Number'), '41111111111111119999');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1530');

    expect(screen.getByLabelText('Card Number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
  });

  it('shows every card error on an empty submit and sends nothing', async () => {
    storeHeldBooking();
    let called = false;
    server.use(
      http.post(PAYMENT, () => {
        called = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    expect(screen.getByText('Please enter a valid 16-digit card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid expiry date (MM/YY)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid CVV')).toBeInTheDocument();
    expect(screen.getByText('Please enter cardholder name')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('pays, then shows the confirmation and tells the other apps', async () => {
    logIn();
    storeHeldBooking();
    let sent: unknown;
    let key: string | null = null;
    server.use(
      http.post(PAYMENT, async ({ request }) => {
        sent = await request.json();
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json(paidBookingFixture(), { status: 201 });
      }),
    );
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderPage();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Payment successful! Booking confirmed.')).toBeInTheDocument();
    expect(sent).toEqual({
      slotId: 31,
      seatNumbers: ['A1', 'A2'],
      totalAmount: 433.04,
      cardNumber: '4111111111111111',
      cardHolderName: 'Asha Rao',
      expiryDate: '12/30',
      cvv: '123',
    });
    expect(key).toMatch(/\S{8,}/);
    expect(screen.getByText('88')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ticket QR code for booking 88' }).querySelector('svg')).toHaveAttribute(
      'width',
      '100',
    );
    expect(screen.getByRole('button', { name: 'Share Your Booking' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    const steps = screen.getByRole('list', { name: 'Booking progress' });
    expect(within(steps).getAllByTestId('CheckCircleIcon')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(bookingStorage.read()).toBeNull();
    expect(bookingStorage.step()).toBe('confirmation');
    scrollTo.mockRestore();
  });

  it('shows a declined card inline and reuses the key only for an identical retry', async () => {
    logIn();
    storeHeldBooking();
    const keys: (string | null)[] = [];
    server.use(
      http.post(PAYMENT, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ error: 'Bad Request', message: 'Your card was declined' }, { status: 400 });
      }),
    );
    const { user } = renderPage();
    await fillCard(user, '4000000000000002');

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));
    expect(await screen.findAllByText('Your card was declined')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹433.04' })).toBeEnabled());
    await user.clear(screen.getByLabelText('CVV'));
    await user.type(screen.getByLabelText('CVV'), '456');
    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    [403, {}, 'Payment not authorized. Please check your credentials and try again.'],
    [400, {}, 'Invalid payment information. Please check your details.'],
    [409, { message: 'Your seat hold has expired' }, 'Your seat hold has expired'],
    [409, {}, 'Payment failed (409). Please try again.'],
    [503, { message: 'ignored' }, 'Server error. Please try again later.'],
  ])('explains a %s failure', async (status, body, message) => {
    logIn();
    storeHeldBooking();
    server.use(http.post(PAYMENT, () => HttpResponse.json(body, { status })));
    const { user } = renderPage();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    // A 503 is tried twice more (the same payment, the same key) before the customer is told.
    expect(await screen.findAllByText(message, {}, { timeout: 5_000 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay ₹433.04' })).toBeEnabled();
  });

  it.each([
    ['a 503', () => HttpResponse.json({ error: 'Service Unavailable', message: 'Busy' }, { status: 503 })],
    ['no answer', () => HttpResponse.error()],
  ])('after %s sends the payment again with the same key and confirms the booking', async (_, firstAnswer) => {
    logIn();
    storeHeldBooking();
    const keys: (string | null)[] = [];
    server.use(
      http.post(PAYMENT, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? firstAnswer() : HttpResponse.json(paidBookingFixture(), { status: 201 });
      }),
    );
    const { user } = renderPage();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByText('Server error. Please try again later.')).not.toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    logIn();
    storeHeldBooking();
    server.use(http.post(PAYMENT, () => HttpResponse.error()));
    const { user } = renderPage();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    expect(
      await screen.findAllByText('Network error. Please check your connection and try again.', {}, { timeout: 5_000 }),
    ).toHaveLength(2);
  });

  it('treats a non-200/201 success as a failed payment', async () => {
    logIn();
    storeHeldBooking();
    server.use(http.post(PAYMENT, () => new HttpResponse(null, { status: 202 })));
    const { user } = renderPage();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));

    expect(await screen.findAllByText('Payment processing failed. Please try again.')).toHaveLength(2);
  });

  it('asks before leaving and goes back to seat selection', async () => {
    storeHeldBooking();
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Back to seat selection' }));
    expect(await screen.findByRole('dialog', { name: 'Leave Payment?' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Yes, Leave' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7/seat-selection');
    expect(bookingStorage.step()).toBe('seat-selection');
  });

  it('asks to restart when the seats were never held', async () => {
    storeBooking();
    renderPage();

    expect(
      screen.getByRole('heading', { name: 'Missing booking information. Please restart the booking process.' }),
    ).toBeInTheDocument();
  });

  describe('refresh guard', () => {
    const MARKER = BOOKING_STORAGE_KEYS.paymentSessionActive;
    const CANCELLED = 'Transaction cancelled due to page refresh. Please start over.';

    function leavePromptFires(): boolean {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }

    it.each([
      ['F5', { key: 'F5', code: 'F5' }],
      ['Ctrl+R', { key: 'r', code: 'KeyR', ctrlKey: true }],
      ['Cmd+R', { key: 'r', code: 'KeyR', metaKey: true }],
      ['Ctrl+Shift+R', { key: 'R', code: 'KeyR', ctrlKey: true, shiftKey: true }],
      ['Ctrl+R on a Russian layout', { key: 'к', code: 'KeyR', ctrlKey: true }],
    ])('%s does not reload but warns, and "Stay on Page" keeps the payment', async (_name, keys) => {
      storeHeldBooking();
      const { user } = renderPage();

      const reloadAllowed = fireEvent.keyDown(window, keys);

      expect(reloadAllowed).toBe(false);
      const warning = await screen.findByRole('dialog', { name: 'Warning!' });
      await user.click(within(warning).getByRole('button', { name: 'Stay on Page' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning!' })).not.toBeInTheDocument());
      expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment');
      expect(bookingStorage.read()).not.toBeNull();
    });

    it('leaves other shortcuts alone', () => {
      storeHeldBooking();
      renderPage();

      expect(fireEvent.keyDown(window, { key: 'r', code: 'KeyR' })).toBe(true);
      expect(fireEvent.keyDown(window, { key: 'c', code: 'KeyC', ctrlKey: true })).toBe(true);
      expect(screen.queryByRole('dialog', { name: 'Warning!' })).not.toBeInTheDocument();
    });

    it('"Confirm Refresh" cancels the booking and starts over at /movies', async () => {
      storeHeldBooking();
      const { user } = renderPage();

      fireEvent.keyDown(window, { key: 'F5', code: 'F5' });
      await user.click(await screen.findByRole('button', { name: 'Confirm Refresh' }));

      expect(screen.getByText(CANCELLED)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies'));
      expect(bookingStorage.read()).toBeNull();
      expect(window.localStorage.getItem(MARKER)).toBeNull();
    });

    it('marks the payment as under way on entry and asks the browser to confirm an unload', () => {
      storeHeldBooking();
      renderPage();

      expect(window.localStorage.getItem(MARKER)).not.toBeNull();
      expect(leavePromptFires()).toBe(true);
    });

    it('a page load that finds the marker (a reload during payment) cancels with the same toast', async () => {
      storeHeldBooking();
      window.localStorage.setItem(MARKER, 'true');
      renderPage();

      expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies'));
      expect(bookingStorage.read()).toBeNull();
      expect(window.localStorage.getItem(MARKER)).toBeNull();
      expect(screen.queryByText('No booking details found. Please start over.')).not.toBeInTheDocument();
    });

    it('ignores a stale marker when this tab holds no booking', async () => {
      window.localStorage.setItem(MARKER, 'true');
      renderPage();

      expect(await screen.findByText('No booking details found. Please start over.')).toBeInTheDocument();
      expect(screen.queryByText(CANCELLED)).not.toBeInTheDocument();
      expect(window.localStorage.getItem(MARKER)).toBeNull();
    });

    it('clears the marker when the user leaves for seat selection', async () => {
      storeHeldBooking();
      const { user } = renderPage();

      await user.click(screen.getByRole('button', { name: 'Back to seat selection' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, Leave' }));

      expect(window.localStorage.getItem(MARKER)).toBeNull();
      expect(leavePromptFires()).toBe(false);
    });

    it('stands down once paid: no marker, no warning, no leave prompt', async () => {
      logIn();
      storeHeldBooking();
      server.use(http.post(PAYMENT, () => HttpResponse.json(paidBookingFixture(), { status: 201 })));
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { user } = renderPage();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));
      await screen.findByRole('heading', { name: 'Payment Successful!' });

      expect(window.localStorage.getItem(MARKER)).toBeNull();
      expect(fireEvent.keyDown(window, { key: 'F5', code: 'F5' })).toBe(true);
      expect(screen.queryByRole('dialog', { name: 'Warning!' })).not.toBeInTheDocument();
      expect(leavePromptFires()).toBe(false);
      scrollTo.mockRestore();
    });
  });

  describe('session timer', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('counts down and, at zero, offers a fresh start', async () => {
      storeHeldBooking();
      renderPage();
      expect(screen.getByRole('timer')).toHaveTextContent('10:00');

      act(() => jest.advanceTimersByTime(61_000));
      expect(screen.getByRole('timer')).toHaveTextContent('8:59');

      act(() => jest.advanceTimersByTime(540_000));
      // The dialog's code is fetched when it first opens.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('dialog', { name: "Time's Up! Session Expired" })).toBeInTheDocument();
      expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.paymentTimer)).toBeNull();
      expect(window.localStorage.getItem(BOOKING_STORAGE_KEYS.paymentSessionActive)).toBeNull();

      act(() => screen.getByRole('button', { name: 'Browse Movies' }).click());
      expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies');
      expect(bookingStorage.read()).toBeNull();
    });
  });
});
