import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { BOOKING_STORAGE_KEYS, bookingStorage, eventBus, type AppEvent, type Seat } from '@reeltime/shared-lib';
import {
  apiUrl,
  elementsNamedWithoutRole,
  logIn,
  renderWithProviders,
  server,
  setupApiServer,
  slotFixture,
} from '@reeltime/shared-lib/testing';
import { holdFixture, seat, seatMapFixture, storeBooking } from '../../../../testing/fixtures';
import { recordHoldReleases } from '../../../../testing/holdReleases';
import { SeatSelectionPage } from '../SeatSelectionPage';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
// Clicking a dozen seats with user-event takes seconds on a loaded machine.
jest.setTimeout(60_000);

const SEATS = apiUrl('/api/seats/slot/31');
const HOLD = apiUrl('/api/bookings/select-seats');

function serveSeats(seats: Seat[] = seatMapFixture()) {
  server.use(http.get(SEATS, () => HttpResponse.json(seats)));
}

function renderPage() {
  return renderWithProviders(<SeatSelectionPage />, {
    route: '/movies/7/seat-selection',
    path: '/movies/:id/seat-selection',
  });
}

const seatButton = (seatNumber: string) => screen.getByRole('button', { name: new RegExp(`^Seat ${seatNumber},`) });

describe('SeatSelectionPage', () => {
  it('sends the user back to the movie when no booking is stored', async () => {
    renderPage();

    expect(await screen.findByText('No booking details found. Please start over.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7');
  });

  it("sends a show's link without a booking for that show to the movie page, which starts it, without an error", async () => {
    storeBooking();
    renderWithProviders(<SeatSelectionPage />, {
      route: '/movies/7/seat-selection?show=99',
      path: '/movies/:id/seat-selection',
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?show=99');
    expect(screen.queryByText('No booking details found. Please start over.')).not.toBeInTheDocument();
  });

  it('names its show in its address, so loading it again is painted with that show from the HTML', async () => {
    storeBooking();
    serveSeats();
    renderPage();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?show=31'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7/seat-selection');
    expect(await screen.findByRole('button', { name: /^Seat A1,/ })).toBeInTheDocument();
  });

  it('shows progress, the show, the seat map by row and price, and the legend', async () => {
    storeBooking();
    server.use(
      http.get(SEATS, async () => {
        await delay(30);
        return HttpResponse.json([...seatMapFixture(), seat('B7', { status: 'BOOKED', booked: true })]);
      }),
    );
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading seats...');
    expect(await screen.findByRole('button', { name: 'Seat A1, Classic ₹200, available' })).toBeEnabled();
    expect(document.title).toBe(`${bookingStorage.read()?.movie.title} — Select Seats | ReelTime`);
    const steps = screen.getByLabelText('Booking progress');
    ['Movie & Show', 'Select Seats', 'Payment', 'Confirmation'].forEach((step) =>
      expect(within(steps).getByText(step)).toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Monsoon Heist' })).toBeInTheDocument();
    expect(within(screen.getByRole('rowgroup', { name: 'Classic ₹200' })).getAllByRole('button')).toHaveLength(13);
    expect(within(screen.getByRole('rowgroup', { name: 'Prime ₹350' })).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Seat B7, Classic ₹200, booked' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const legend = screen.getByRole('list', { name: 'Seat legend' });
    ['Available', 'Selected', 'Booked'].forEach((label) => expect(within(legend).getByText(label)).toBeInTheDocument());
    expect(elementsNamedWithoutRole()).toEqual([]);
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('PVR Phoenix, Lower Parel')).toBeInTheDocument();
    expect(within(summary).getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(within(summary).getByText('6:30 PM')).toBeInTheDocument();
  });

  it('states the cinema’s cancellation policy under the show, when the show carries one', async () => {
    const { selectedCinema } = storeBooking();
    storeBooking({
      selectedCinema: { ...selectedCinema, cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 } },
    });
    serveSeats();
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    expect(
      within(summary).getByText('Cancel up to 2 hours before the show for 75% of the ticket price back.'),
    ).toBeInTheDocument();
  });

  it('forgets seats and the payment timer left over from an earlier visit', async () => {
    storeBooking({
      selectedSeats: [{ seatNumber: 'A1', price: 200 }],
      totalAmount: 200,
      bookingResponse: holdFixture(),
    });
    window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.paymentTimer, '12345');
    serveSeats();
    renderPage();
    await screen.findByRole('button', { name: 'Seat A1, Classic ₹200, available' });

    expect(bookingStorage.read()).toMatchObject({ selectedSeats: [], totalAmount: 0 });
    expect(bookingStorage.read()?.bookingResponse).toBeUndefined();
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.paymentTimer)).toBeNull();
    expect(bookingStorage.step()).toBe('seat-selection');
  });

  it('selects and deselects seats, summing their prices', async () => {
    storeBooking();
    serveSeats();
    const { user } = renderPage();
    await screen.findByRole('button', { name: /^Seat A1,/ });

    await user.click(seatButton('A1'));
    await user.click(seatButton('C2'));
    expect(seatButton('A1')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹550');
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('Seats (2)')).toBeInTheDocument();

    await user.click(seatButton('A1'));
    expect(seatButton('A1')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹350');
  });

  it('announces booked and held seats but does not let them be chosen', async () => {
    storeBooking();
    serveSeats([
      seat('A1', { status: 'BOOKED', booked: true }),
      seat('A2', { status: 'HELD', lockedBySession: true }),
      seat('A3'),
    ]);
    const { user } = renderPage();

    const booked = await screen.findByRole('button', { name: 'Seat A1, Classic ₹200, booked' });
    const held = screen.getByRole('button', { name: 'Seat A2, Classic ₹200, held' });
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    expect(held).toHaveAttribute('aria-disabled', 'true');
    await user.click(booked);
    await user.click(held);

    expect(booked).toHaveAttribute('aria-pressed', 'false');
    expect(held).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹0');
  });

  it('stops at 10 seats', async () => {
    storeBooking();
    serveSeats();
    const { user } = renderPage();
    await screen.findByRole('button', { name: /^Seat A1,/ });

    for (const seatNumber of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5']) {
      await user.click(seatButton(seatNumber));
    }

    expect(await screen.findByText('You can only select up to 10 seats')).toBeInTheDocument();
    expect(seatButton('B5')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹2,000');
  });

  it('empties the selection with the clear icon', async () => {
    storeBooking();
    serveSeats();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));

    await user.click(screen.getByRole('button', { name: 'Clear selected seats' }));

    expect(screen.getByText('No seats selected yet')).toBeInTheDocument();
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹0');
  });

  it('asks an anonymous visitor to log in before proceeding', async () => {
    storeBooking();
    serveSeats();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText('Please login to continue booking')).toBeInTheDocument();
    expect(events).toContainEqual({ type: 'auth:open-modal', tab: 'login' });
    subscription.unsubscribe();
  });

  it('logging in from Proceed carries on to payment with the chosen seats: no second tap', async () => {
    storeBooking();
    serveSeats();
    let sent: unknown;
    server.use(
      http.post(HOLD, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(holdFixture({ seatNumbers: ['A1'] }));
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Please login to continue booking')).toBeInTheDocument();

    act(() => logIn());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment'));
    expect(sent).toEqual({ slotId: 31, seatNumbers: ['A1'] });
  });

  it('needs at least one seat', async () => {
    logIn();
    storeBooking();
    serveSeats();
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText('Please select at least one seat')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7/seat-selection');
  });

  it('takes "Please select at least one seat" away once a seat is chosen, so it never sits under "up to 10 seats"', async () => {
    logIn();
    storeBooking();
    serveSeats();
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Please select at least one seat')).toBeInTheDocument();
    await user.click(seatButton('A1'));
    await waitFor(() => expect(screen.queryByText('Please select at least one seat')).not.toBeInTheDocument());

    for (const seatNumber of ['A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5'])
      await user.click(seatButton(seatNumber));
    expect(await screen.findByText('You can only select up to 10 seats')).toBeInTheDocument();
    expect(screen.queryByText('Please select at least one seat')).not.toBeInTheDocument();
    await user.click(seatButton('B4'));
    await waitFor(() => expect(screen.queryByText('You can only select up to 10 seats')).not.toBeInTheDocument());
  });

  it('holds the seats, stores the hold and goes to payment', async () => {
    logIn();
    storeBooking();
    serveSeats();
    let sent: unknown;
    const hold = holdFixture({ seatNumbers: ['A1', 'C1'], ticketFee: 550, convenienceFee: 45.43, totalAmount: 595.43 });
    server.use(
      http.post(HOLD, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(hold);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));
    await user.click(seatButton('C1'));

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment'));
    expect(sent).toEqual({ slotId: 31, seatNumbers: ['A1', 'C1'] });
    expect(bookingStorage.read()).toMatchObject({
      selectedSeats: [
        { seatNumber: 'A1', price: 200 },
        { seatNumber: 'C1', price: 350 },
      ],
      totalAmount: 550,
      bookingResponse: hold,
    });
    expect(bookingStorage.step()).toBe('payment');
  });

  it('shows the conflict message and refreshes the map when a seat was taken', async () => {
    logIn();
    storeBooking();
    let seatCalls = 0;
    server.use(
      http.get(SEATS, () => {
        seatCalls += 1;
        return HttpResponse.json(
          seatCalls === 1 ? seatMapFixture() : [seat('A1', { status: 'BOOKED', booked: true }), seat('A2')],
        );
      }),
      http.post(HOLD, () =>
        HttpResponse.json({ error: 'Conflict', message: 'Seats A1 are no longer available' }, { status: 409 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));
    await user.click(seatButton('A2'));

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText('Seats A1 are no longer available')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Seat A1, Classic ₹200, booked' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(seatButton('A2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7/seat-selection');
  });

  it('falls back to a generic message when holding fails', async () => {
    logIn();
    storeBooking();
    serveSeats();
    server.use(http.post(HOLD, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText('Failed to book seats. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('shows "Error Loading Seats" with Go Back when the map cannot load', async () => {
    storeBooking();
    server.use(
      http.get(SEATS, () => HttpResponse.json({ error: 'Not Found', message: 'Show not found' }, { status: 404 })),
    );
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Error Loading Seats' })).toBeInTheDocument();
    expect(screen.getByText('Show not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7');
  });
});

describe('a hold this tab leaves behind for another show', () => {
  it('is released once when seat selection opens for a different show, and kept for the same show', async () => {
    const token = logIn();
    storeBooking();
    serveSeats();
    const releases = recordHoldReleases();
    server.use(
      http.post(HOLD, () =>
        HttpResponse.json(
          holdFixture({ seatNumbers: ['A1'], ticketFee: 200, convenienceFee: 16.52, totalAmount: 216.52 }),
        ),
      ),
    );
    const first = renderPage();
    await first.user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));
    await first.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment'));
    first.unmount();

    // Back to the same show (e.g. the browser's Back button): the hold is kept, to be changed there.
    storeBooking();
    const same = renderPage();
    await screen.findByRole('button', { name: /^Seat A1,/ });
    same.unmount();
    expect(releases).toEqual([]);

    // The showtime picker starts a booking for another show: the seats of show 31 go back to everyone.
    storeBooking({
      selectedCinema: slotFixture({
        slotId: 32,
        showDate: '2026-11-21',
        startTime: '21:00',
        theaterName: 'PVR Phoenix',
        location: 'Lower Parel',
      }),
    });
    server.use(http.get(apiUrl('/api/seats/slot/32'), () => HttpResponse.json(seatMapFixture())));
    renderPage();
    await screen.findByRole('button', { name: /^Seat A1,/ });
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0]).toMatchObject({ slotId: '31', authorization: `Bearer ${token}` });
  });
});
