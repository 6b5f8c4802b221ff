import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes, bookingStorage, useNavigate } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { heldShow } from '../../../booking-progress/heldShow';
import { holdFixture, paidBookingFixture, storeBooking } from '../../../../testing/fixtures';
import { recordHoldReleases, type ReleaseRequest } from '../../../../testing/holdReleases';
import { PaymentPage } from '../PaymentPage';

setupApiServer();
jest.setTimeout(20_000);

const PAYMENT = apiUrl('/api/bookings/payment');

/** The shell around the page: a header link and the browser's Back button, neither of them the page's own. */
function Site() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/">ReelTime</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
      <Routes>
        <Route path="/movies/:id/seat-selection" element={<Link to="/payment">Proceed to Payment</Link>} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

/** Seat selection → Proceed (the seats held on show 31) → the payment page. */
async function onPaymentWithHeldSeats() {
  const token = logIn();
  storeBooking({
    selectedSeats: [
      { seatNumber: 'A1', price: 200 },
      { seatNumber: 'A2', price: 200 },
    ],
    totalAmount: 400,
    bookingResponse: holdFixture(),
  });
  heldShow.remember(31);
  const releases = recordHoldReleases();
  const rendered = renderWithProviders(<Site />, { route: '/movies/7/seat-selection', path: '*' });
  await rendered.user.click(screen.getByRole('link', { name: 'Proceed to Payment' }));
  await screen.findByRole('button', { name: 'Back to seat selection' });
  return { ...rendered, token, releases };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
const pathname = () => screen.getByTestId('location').getAttribute('data-pathname');

async function expectOneRelease(releases: ReleaseRequest[], token: string) {
  await waitFor(() => expect(releases).toHaveLength(1));
  expect(releases[0]).toMatchObject({ slotId: '31', authorization: `Bearer ${token}` });
  await settled();
  expect(releases).toHaveLength(1);
  expect(heldShow.read()).toBeNull();
}

describe('leaving the payment page without its dialog releases the held seats', () => {
  it('the browser Back button releases the hold once, without a dialog', async () => {
    const { user, token, releases } = await onPaymentWithHeldSeats();

    await user.click(screen.getByRole('button', { name: 'Browser Back' }));

    expect(pathname()).toBe('/movies/7/seat-selection');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectOneRelease(releases, token);
  });

  it('a header link releases the hold once, without a dialog', async () => {
    const { user, token, releases } = await onPaymentWithHeldSeats();

    await user.click(screen.getByRole('link', { name: 'ReelTime' }));

    expect(pathname()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectOneRelease(releases, token);
  });

  it('"Yes, Leave" still releases only once', async () => {
    const { user, token, releases } = await onPaymentWithHeldSeats();

    await user.click(screen.getByRole('button', { name: 'Back to seat selection' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Leave' }));

    expect(pathname()).toBe('/movies/7/seat-selection');
    await expectOneRelease(releases, token);
  });

  it('closing the tab and then the page going away sends only the unload release', async () => {
    const { unmount, releases } = await onPaymentWithHeldSeats();

    window.dispatchEvent(new Event('pagehide'));
    unmount();

    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0].keepalive).toBe(true);
    await settled();
    expect(releases).toHaveLength(1);
  });

  it('leaving while the payment is in flight keeps the hold, and the payment completes', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(PAYMENT, async () => {
        answer();
        await new Promise((release) => setTimeout(release, 100));
        return HttpResponse.json(paidBookingFixture(), { status: 201 });
      }),
    );
    const { user, releases } = await onPaymentWithHeldSeats();

    await user.type(screen.getByLabelText('Card Number'), '4111111111111111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));
    await answered;
    await user.click(screen.getByRole('link', { name: 'ReelTime' }));

    expect(await screen.findByText('Payment successful! Booking confirmed.')).toBeInTheDocument();
    await settled();
    expect(pathname()).toBe('/');
    expect(releases).toEqual([]);
    expect(bookingStorage.read()).toBeNull();
  });

  it('leaving after a successful payment keeps the booking’s seats', async () => {
    server.use(http.post(PAYMENT, () => HttpResponse.json(paidBookingFixture(), { status: 201 })));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, releases } = await onPaymentWithHeldSeats();

    await user.type(screen.getByLabelText('Card Number'), '4111111111111111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Pay ₹433.04' }));
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await user.click(screen.getByRole('link', { name: 'ReelTime' }));

    await settled();
    expect(pathname()).toBe('/');
    expect(releases).toEqual([]);
    scrollTo.mockRestore();
  });
});
