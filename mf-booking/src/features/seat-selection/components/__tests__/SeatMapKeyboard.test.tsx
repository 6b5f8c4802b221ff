import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { storeBooking } from '../../../../testing/fixtures';
import { SeatSelectionPage } from '../SeatSelectionPage';
import type { MapSeat } from '../../utils/seatLayout';
import { theatreFixture } from './theatreFixture';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);

function renderTheatre(seats: MapSeat[] = theatreFixture()) {
  storeBooking();
  server.use(http.get(apiUrl('/api/seats/slot/31'), () => HttpResponse.json(seats)));
  return renderWithProviders(<SeatSelectionPage />, {
    route: '/movies/7/seat-selection',
    path: '/movies/:id/seat-selection',
  });
}

const seatNamed = (seatNumber: string) => screen.getByRole('button', { name: new RegExp(`\\b${seatNumber},`) });

describe('the seat map as the API lays it out', () => {
  it('shows named tiers with prices, the screen, aisles, wheelchair and companion seats and the legend', async () => {
    renderTheatre();

    const classic = await screen.findByRole('rowgroup', { name: 'Classic ₹150' });
    expect(within(classic).getByRole('heading', { name: 'Classic ₹150' })).toBeInTheDocument();
    expect(within(classic).getAllByRole('row', { name: /^Row [AB]/ })).toHaveLength(2);
    expect(within(screen.getByRole('rowgroup', { name: 'Recliner ₹300' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText('All eyes this way')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wheelchair space A1, Classic ₹150, available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Companion seat A2, Classic ₹150, available' })).toBeInTheDocument();
    // The aisle: seat A3 stands in column 3, A4 in column 5.
    expect(seatNamed('A3').closest('[role="gridcell"]')).toHaveAttribute('aria-colindex', '4');
    expect(seatNamed('A4').closest('[role="gridcell"]')).toHaveAttribute('aria-colindex', '6');
    const legend = screen.getByRole('list', { name: 'Seat legend' });
    ['Available', 'Selected', 'Booked', 'Held by someone', 'Wheelchair space', 'Companion seat'].forEach((label) =>
      expect(within(legend).getByText(label)).toBeInTheDocument(),
    );
  });
});

describe('the seat map with a keyboard', () => {
  it('is one tab stop', async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });
    const seats = within(screen.getByRole('grid')).getAllByRole('button');

    expect(seats.filter((seat) => seat.tabIndex === 0)).toHaveLength(1);
    act(() => seatNamed('A1').focus());
    await user.tab();
    expect(screen.getByRole('grid')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('moves with the arrows over the aisle and to the nearest seat of the next row', async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });
    act(() => seatNamed('A3').focus());

    await user.keyboard('{ArrowRight}');
    expect(seatNamed('A4')).toHaveFocus();
    expect(seatNamed('A4')).toHaveAttribute('tabindex', '0');
    expect(seatNamed('A3')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(seatNamed('C3')).toHaveFocus(); // column 5, right of the recliners' aisle
    await user.keyboard('{ArrowDown}');
    expect(seatNamed('C3')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(seatNamed('C2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(seatNamed('B3')).toHaveFocus(); // C2 and B3 both stand in column 3
  });

  it('toggles with Space and Enter and will not select a taken seat', async () => {
    const seats = theatreFixture();
    seats[7] = { ...seats[7], status: 'BOOKED', booked: true }; // B2
    const { user } = renderTheatre(seats);
    await screen.findByRole('grid', { name: 'Seat map' });
    act(() => seatNamed('B1').focus());

    await user.keyboard(' ');
    expect(seatNamed('B1')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(seatNamed('B2')).toHaveFocus();
    expect(seatNamed('B2')).toHaveAccessibleName('Seat B2, Classic ₹150, booked');
    await user.keyboard(' ');
    expect(seatNamed('B2')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{End}{Enter}');
    expect(seatNamed('B6')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}');
    expect(seatNamed('B1')).toHaveFocus();
    expect(screen.getByTestId('seat-total')).toHaveTextContent('₹300');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(seatNamed('C4')).toHaveFocus();
  });
});
