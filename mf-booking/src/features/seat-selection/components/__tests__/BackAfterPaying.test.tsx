import { screen, waitFor } from '@testing-library/react';
import { logIn, renderWithProviders, setupApiServer } from '@reeltime/shared-lib/testing';
import { paidInThisTab } from '../../../confirmation/paidInThisTab';
import { SeatSelectionPage } from '../SeatSelectionPage';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);

describe('Back from a confirmation to the seat map', () => {
  afterEach(() => paidInThisTab.forget());

  it('goes to the movie quietly: the booking was paid, nothing went wrong', async () => {
    logIn();
    paidInThisTab.remember(88);
    renderWithProviders(<SeatSelectionPage />, {
      route: '/movies/7/seat-selection',
      path: '/movies/:id/seat-selection',
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7'));
    expect(screen.queryByText('No booking details found. Please start over.')).not.toBeInTheDocument();
  });

  it('does not start the paid show again when the seat map’s address names it', async () => {
    logIn();
    paidInThisTab.remember(88);
    renderWithProviders(<SeatSelectionPage />, {
      route: '/movies/7/seat-selection?show=31',
      path: '/movies/:id/seat-selection',
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '');
    expect(screen.queryByText('No booking details found. Please start over.')).not.toBeInTheDocument();
  });
});
