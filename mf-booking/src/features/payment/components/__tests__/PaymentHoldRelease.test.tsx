import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BOOKING_STORAGE_KEYS, bookingStorage } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { holdFixture, paidBookingFixture, storeBooking } from '../../../../testing/fixtures';
import { recordHoldReleases } from '../../../../testing/holdReleases';
import { PaymentPage } from '../PaymentPage';
import { heldShow } from '../../../booking-progress/heldShow';

setupApiServer();
jest.setTimeout(20_000);

const PAYMENT = apiUrl('/api/bookings/payment');
const CANCELLED = 'Transaction cancelled due to page refresh. Please start over.';

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

async function payWithCard(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText('Card Number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Cardholder Name'), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));
}

/** What the browser fires when the page really goes (after the leave prompt was confirmed). */
const unloadPage = () => window.dispatchEvent(new Event('pagehide'));

describe('the held seats are released when the customer abandons the payment', () => {
  it('"Yes, Leave" releases the hold once, with the user’s token, and goes back to seat selection', async () => {
    const token = logIn();
    storeHeldBooking();
    const releases = recordHoldReleases();
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Back to seat selection' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Leave' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7/seat-selection');
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0]).toMatchObject({ slotId: '31', authorization: `Bearer ${token}` });
  });

  it('"Stay & Continue" keeps the hold', async () => {
    logIn();
    storeHeldBooking();
    const releases = recordHoldReleases();
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Back to seat selection' }));
    await user.click(await screen.findByRole('button', { name: 'Stay & Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave Payment?' })).not.toBeInTheDocument());
    expect(releases).toEqual([]);
  });

  it('closing or reloading the tab sends one keepalive release carrying the Authorization header', async () => {
    const token = logIn();
    storeHeldBooking();
    const releases = recordHoldReleases();
    renderPage();
    await screen.findByRole('button', { name: 'Back to seat selection' });

    unloadPage();

    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0]).toEqual({ slotId: '31', authorization: `Bearer ${token}`, keepalive: true });
  });

  it('"Confirm Refresh" releases the hold once', async () => {
    logIn();
    storeHeldBooking();
    const releases = recordHoldReleases();
    const { user } = renderPage();
    await screen.findByRole('button', { name: 'Back to seat selection' });

    fireEvent.keyDown(window, { key: 'F5', code: 'F5' });
    await user.click(await screen.findByRole('button', { name: 'Confirm Refresh' }));

    expect(screen.getByText(CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0].slotId).toBe('31');
  });

  it('a reload found at page load releases the hold once', async () => {
    logIn();
    storeHeldBooking();
    window.localStorage.setItem(BOOKING_STORAGE_KEYS.paymentSessionActive, 'true');
    const releases = recordHoldReleases();
    renderPage();

    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0].slotId).toBe('31');
  });

  it('the timer running out releases the hold once and shows the expiry dialog', async () => {
    logIn();
    storeHeldBooking();
    window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.paymentTimer, String(Date.now() + 1_500));
    const releases = recordHoldReleases();
    renderPage();

    expect(await screen.findByRole('dialog', { name: "Time's Up! Session Expired" })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your 10-minute payment session has ended and the seats were released. Please start your booking again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0].slotId).toBe('31');
    unloadPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(releases).toHaveLength(1);
  });

  it('a customer who left while a failing payment was being tried gets the seats released once it gives up', async () => {
    logIn();
    storeHeldBooking();
    heldShow.remember(31);
    const releases = recordHoldReleases();
    let attempts = 0;
    server.use(
      http.post(PAYMENT, () => {
        attempts += 1;
        return HttpResponse.json({ error: 'Service Unavailable', message: 'Busy' }, { status: 503 });
      }),
    );
    const { user, unmount } = renderPage();
    await payWithCard(user);
    await waitFor(() => expect(attempts).toBe(1));

    // Leaving while the payment is in flight releases nothing: it may still be charged.
    unmount();
    expect(releases).toEqual([]);

    await waitFor(() => expect(attempts).toBe(3), { timeout: 5_000 });
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0]).toMatchObject({ slotId: '31' });
  });

  it('never releases after a successful payment', async () => {
    logIn();
    storeHeldBooking();
    const releases = recordHoldReleases();
    server.use(http.post(PAYMENT, () => HttpResponse.json(paidBookingFixture(), { status: 201 })));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderPage();

    await payWithCard(user);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    unloadPage();
    fireEvent.keyDown(window, { key: 'F5', code: 'F5' });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(releases).toEqual([]);
    expect(bookingStorage.read()).toBeNull();
    scrollTo.mockRestore();
  });
});

describe('a hold released by a hold on another show', () => {
  it('names both shows instead of "Seat hold expired"', async () => {
    logIn();
    storeHeldBooking();
    const message =
      'Your seats for Monsoon Heist, Sat, 21 Nov 2026 at 6:30 PM were released when you chose seats for Desert Run, Sun, 22 Nov 2026 at 9:00 PM.';
    const show = { movieId: 7, theaterName: 'PVR Phoenix' };
    server.use(
      http.post(PAYMENT, () =>
        HttpResponse.json(
          {
            error: 'Conflict',
            message,
            reason: 'replaced',
            releasedShow: {
              ...show,
              slotId: 31,
              movieTitle: 'Monsoon Heist',
              showDate: '2026-11-21',
              startTime: '18:30',
            },
            currentShow: {
              ...show,
              slotId: 40,
              movieId: 9,
              movieTitle: 'Desert Run',
              showDate: '2026-11-22',
              startTime: '21:00',
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();

    await payWithCard(user);

    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.queryByText(/Seat hold expired/)).not.toBeInTheDocument();
  });
});
