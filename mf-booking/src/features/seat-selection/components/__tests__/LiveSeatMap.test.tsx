import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { FakeEventSource } from '../../../../testing/fakeEventSource';
import { storeBooking } from '../../../../testing/fixtures';
import { SeatSelectionPage } from '../SeatSelectionPage';
import type { MapSeat } from '../../utils/seatLayout';
import { theatreFixture } from './theatreFixture';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
FakeEventSource.install();

const EVENTS = apiUrl('/api/seats/slot/31/events');

function renderLiveMap(respond: () => MapSeat[] = theatreFixture) {
  storeBooking();
  const calls = { seats: 0 };
  server.use(
    http.get(apiUrl('/api/seats/slot/31'), () => {
      calls.seats += 1;
      return HttpResponse.json(respond());
    }),
  );
  const view = renderWithProviders(<SeatSelectionPage />, {
    route: '/movies/7/seat-selection',
    path: '/movies/:id/seat-selection',
  });
  return { ...view, calls };
}

const seatNamed = (seatNumber: string) => screen.getByRole('button', { name: new RegExp(`\\b${seatNumber},`) });
const send = (changes: { seatNumber: string; status: string }[]) =>
  act(() => FakeEventSource.latest().send('seats', { slotId: 31, changes }));

describe('the live seat map', () => {
  it('listens to this show while the map is shown, and stops when the page is left', async () => {
    const { unmount } = renderLiveMap();
    await screen.findByRole('grid', { name: 'Seat map' });

    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([EVENTS]);
    unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it("shows other people's holds, bookings and releases as they happen", async () => {
    renderLiveMap();
    await screen.findByRole('grid', { name: 'Seat map' });

    send([
      { seatNumber: 'B1', status: 'HELD' },
      { seatNumber: 'B2', status: 'BOOKED' },
    ]);
    expect(seatNamed('B1')).toHaveAccessibleName('Seat B1, Classic ₹150, held');
    expect(seatNamed('B2')).toHaveAccessibleName('Seat B2, Classic ₹150, booked');

    send([{ seatNumber: 'B1', status: 'AVAILABLE' }]);
    expect(seatNamed('B1')).toHaveAccessibleName('Seat B1, Classic ₹150, available');
    expect(seatNamed('B1')).not.toHaveAttribute('aria-disabled');
  });

  it('deselects a chosen seat someone else takes, and says so', async () => {
    const { user } = renderLiveMap();
    await screen.findByRole('grid', { name: 'Seat map' });
    await user.click(seatNamed('B4'));
    await user.click(seatNamed('C1'));
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹450');

    send([{ seatNumber: 'B4', status: 'HELD' }]);

    expect(await screen.findAllByText('Seat B4 was just taken by someone else.')).toHaveLength(2); // toast and live region
    expect(seatNamed('B4')).toHaveAttribute('aria-pressed', 'false');
    expect(seatNamed('C1')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹300');
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('Seats (1)')).toBeInTheDocument();
  });

  it('fetches the map once when the stream starts from what the map shows, and refetches once after a reconnect that missed a change', async () => {
    let booked = false;
    const { calls } = renderLiveMap(() => {
      const seats = theatreFixture();
      if (!booked) return seats;
      return seats.map((seat) => {
        if (seat.seatNumber === 'C4') return { ...seat, status: 'BOOKED', booked: true };
        return seat.seatNumber === 'B1' ? { ...seat, status: 'HELD', lockedBySession: true } : seat;
      });
    });
    await screen.findByRole('grid', { name: 'Seat map' });
    const start = (held: string[], bookedSeats: string[]) =>
      act(() => {
        FakeEventSource.latest().open();
        FakeEventSource.latest().send('snapshot', { slotId: 31, held, booked: bookedSeats });
      });

    start([], []);
    send([{ seatNumber: 'B1', status: 'HELD' }]);
    expect(seatNamed('B1')).toHaveAccessibleName('Seat B1, Classic ₹150, held');
    expect(calls.seats).toBe(1);

    booked = true; // taken while the stream was down
    act(() => FakeEventSource.latest().fail({ gaveUp: false }));
    start(['B1'], ['C4']);

    expect(await screen.findByRole('button', { name: 'Seat C4, Recliner ₹300, booked' })).toBeInTheDocument();
    expect(calls.seats).toBe(2);
    expect(seatNamed('B1')).toHaveAccessibleName('Seat B1, Classic ₹150, held');

    act(() => FakeEventSource.latest().fail({ gaveUp: false }));
    start(['B1'], ['C4']);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls.seats).toBe(2);
  });

  it('compares a start that arrives before the map with the map once it is there', async () => {
    const { calls } = renderLiveMap();
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().send('snapshot', { slotId: 31, held: ['A1'], booked: [] });
    });
    await screen.findByRole('grid', { name: 'Seat map' });
    await waitFor(() => expect(calls.seats).toBe(2));
  });
});
