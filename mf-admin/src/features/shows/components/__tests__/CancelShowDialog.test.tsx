import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import type { AdminShow } from '../../api/types';
import { CancelShowDialog } from '../CancelShowDialog';

setupApiServer();

const show: AdminShow = {
  id: 41,
  movieId: 7,
  movieTitle: 'Monsoon Express',
  theater: { id: 1, name: 'Aurora Cinemas' },
  timeZone: 'Asia/Kolkata',
  screenId: 3,
  screen: 'Screen 1',
  showDate: '2026-12-01',
  startTime: '19:45',
  startsAt: '2026-12-01T14:15:00.000Z',
  endsAt: '2026-12-01T16:45:00.000Z',
  format: '2D',
  audioLanguage: 'Hindi',
  subtitles: null,
  status: 'live',
  cancelReason: null,
  pricesPaise: { Prime: 25_000 },
  seatsTotal: 10,
  seatsSold: 3,
  seatsHeld: 0,
  seatsFree: 7,
  confirmedBookings: 2,
  confirmedTotalPaise: 81_420,
  admissionOpensAt: '2026-12-01T13:45:00.000Z',
  seatsAdmitted: 0,
};

describe('Cancel show dialog', () => {
  it('says how many bookings are refunded and the total, and cancels with the reason given', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/api/admin/shows/41/cancel'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          show: { ...show, status: 'cancelled' },
          refundedBookings: 2,
          refundedPaise: 81_420,
        });
      }),
    );
    logIn('manager-token');
    const onCancelled = jest.fn();
    const { user } = renderWithProviders(
      <CancelShowDialog show={show} onClose={jest.fn()} onCancelled={onCancelled} />,
    );

    expect(
      screen.getByText(/2 bookings will be refunded in full, ₹814\.20 in total, and each customer e-mailed/),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Cancel show and refund 2' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Reason/), 'Projector failure');
    await user.click(confirm);

    expect(sent).toEqual({ reason: 'Projector failure' });
    expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ refundedBookings: 2, refundedPaise: 81_420 }));
  });

  it('shows the API’s refusal in the dialog', async () => {
    server.use(
      http.post(apiUrl('/api/admin/shows/41/cancel'), () =>
        HttpResponse.json({ error: 'Conflict', message: 'This show is already cancelled.' }, { status: 409 }),
      ),
    );
    logIn('manager-token');
    const { user } = renderWithProviders(<CancelShowDialog show={show} onClose={jest.fn()} onCancelled={jest.fn()} />);
    await user.type(screen.getByLabelText(/Reason/), 'Projector failure');
    await user.click(screen.getByRole('button', { name: 'Cancel show and refund 2' }));
    expect(await screen.findByText('This show is already cancelled.')).toBeInTheDocument();
  });
});
