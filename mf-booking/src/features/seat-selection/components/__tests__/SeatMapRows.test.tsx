import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { storeBooking } from '../../../../testing/fixtures';
import { SeatSelectionPage } from '../SeatSelectionPage';
import type { MapSeat } from '../../utils/seatLayout';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);
// Hundreds of seats queried by role in jsdom take a while on a loaded machine.
jest.setTimeout(60_000);

const ROWS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** As many rows as the back office allows (A–Z), 10 seats each: Classic, Prime and Recliner. */
function largestTheatre(): MapSeat[] {
  return ROWS.flatMap((row, rowIndex) => {
    const [tier, price]: [MapSeat['tier'], number] =
      rowIndex < 8 ? ['Classic', 150] : rowIndex < 18 ? ['Prime', 200] : ['Recliner', 300];
    return Array.from({ length: 10 }, (_, index): MapSeat => ({
      seatNumber: `${row}${index + 1}`,
      price,
      status: 'AVAILABLE',
      booked: false,
      lockedBySession: false,
      row,
      column: index + 1,
      tier,
      kind: 'standard',
    }));
  });
}

function renderTheatre() {
  storeBooking();
  server.use(http.get(apiUrl('/api/seats/slot/31'), () => HttpResponse.json(largestTheatre())));
  return renderWithProviders(<SeatSelectionPage />, {
    route: '/movies/7/seat-selection',
    path: '/movies/:id/seat-selection',
  });
}

const seatNamed = (seatNumber: string) => screen.getByRole('button', { name: new RegExp(`^Seat ${seatNumber},`) });

describe('a seat map of 26 rows', () => {
  it('keeps every row right while seats are chosen and given back across rows, with the keyboard too', async () => {
    const { user } = renderTheatre();
    const grid = await screen.findByRole('grid', { name: 'Seat map' });
    expect(within(grid).getAllByRole('button')).toHaveLength(26 * 10);

    // Keyboard: one tab stop, moving row to row with the focus.
    act(() => seatNamed('M5').focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown} ');
    expect(seatNamed('N5')).toHaveFocus();
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((seat) => seat.tabIndex === 0),
    ).toEqual([seatNamed('N5')]);

    // Clicks in rows far apart, then one given back.
    await user.click(seatNamed('A1'));
    await user.click(seatNamed('Z10'));
    await user.click(seatNamed('M5'));

    for (const [seatNumber, pressed] of [
      ['M5', 'false'],
      ['N5', 'true'],
      ['A1', 'true'],
      ['Z10', 'true'],
      ['M6', 'false'],
    ] as const) {
      expect(seatNamed(seatNumber)).toHaveAttribute('aria-pressed', pressed);
    }
    expect(seatNamed('Z10')).toHaveAccessibleName('Seat Z10, Recliner ₹300, selected');
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('Seats (3)')).toBeInTheDocument();
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹650');
  });
});
