import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { paidBookingFixture } from '../../../../testing/fixtures';
import { PaymentPage } from '../PaymentPage';
import { paidInThisTab } from '../../../confirmation/paidInThisTab';

setupApiServer();
jest.setTimeout(20_000);

const NO_BOOKING = 'No booking details found. Please start over.';

describe('a paid booking never looks failed', () => {
  afterEach(() => paidInThisTab.forget());

  it('shows the confirmation again after a reload of the payment page, read back from the API', async () => {
    logIn();
    paidInThisTab.remember(88);
    let asked = '';
    server.use(
      http.get(apiUrl('/api/bookings/:id'), ({ params }) => {
        asked = String(params.id);
        return HttpResponse.json(paidBookingFixture());
      }),
    );
    renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked).toBe('88');
    expect(screen.getByText('88')).toBeInTheDocument();
    expect(screen.queryByText(NO_BOOKING)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/payment');
  });

  it('a booking the API no longer gives back is forgotten, and the page says there is nothing to show', async () => {
    logIn();
    paidInThisTab.remember(88);
    server.use(
      http.get(apiUrl('/api/bookings/:id'), () =>
        HttpResponse.json({ error: 'Not Found', message: 'Booking not found.' }, { status: 404 }),
      ),
    );
    renderWithProviders(<PaymentPage />, { route: '/payment', path: '/payment' });

    expect(await screen.findByText(NO_BOOKING)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies'));
    expect(paidInThisTab.read()).toBeNull();
  });
});
