import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { bookingFixture } from '../../../../testing/fixtures';
import { MyBookingsPage } from '../MyBookingsPage';

setupApiServer();
// A device far from the cinema: the calendar must still hold Kolkata's 6:30 PM.
process.env.TZ = 'America/Los_Angeles';

const signed = bookingFixture({
  id: 31,
  reference: 'RT-7K3P9Q',
  ticketQr: '{"bookingId":31,"ref":"RT-7K3P9Q","sig":"c2ln"}',
  showDateTime: '2026-11-21T18:30:00+05:30',
  showEndDateTime: '2026-11-21T20:58:00+05:30',
});

function serveBookings(bookings = [signed]) {
  server.use(http.get(apiUrl('/api/bookings/my-bookings'), () => HttpResponse.json(bookings)));
}

async function renderCard(bookings = [signed]) {
  logIn('card-token');
  serveBookings(bookings);
  const view = renderWithProviders(<MyBookingsPage />);
  const card = await screen.findByRole('article', { name: bookings[0].movie.title });
  return { ...view, card };
}

describe('booking card ticket', () => {
  it('shows the booking reference next to the id', async () => {
    const { card } = await renderCard();

    expect(within(card).getByText('RT-7K3P9Q')).toBeInTheDocument();
    expect(within(card).getByText(/Booking ID: 31/)).toBeInTheDocument();
  });

  it('a cancelled booking says what was refunded to the card', async () => {
    const { card } = await renderCard([{ ...signed, status: 'CANCELLED', refundAmount: 321.3 }]);
    expect(within(card).getByText('· ₹321.30 refunded to your card')).toBeInTheDocument();
  });

  it('draws the QR of the server’s signed ticket text', async () => {
    const { user, card } = await renderCard();

    await user.click(within(card).getByRole('button', { name: 'Show QR' }));

    const qr = await within(card).findByRole('img', { name: `Ticket QR code for ${signed.movie.title}` });
    expect(qr).toHaveAttribute('data-qr-value', signed.ticketQr);
  });

  it('links to Google Calendar with the show in UTC, in a new tab', async () => {
    const { card } = await renderCard();

    const link = within(card).getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const url = new URL(link.getAttribute('href')!);
    expect(url.searchParams.get('dates')).toBe('20261121T130000Z/20261121T152800Z');
    expect(url.searchParams.get('location')).toBe('PVR Phoenix, Lower Parel, Mumbai');
  });

  it('offers no calendar for a cancelled booking', async () => {
    const { card } = await renderCard([{ ...signed, status: 'CANCELLED' }]);

    expect(within(card).queryByRole('button', { name: /to calendar/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
  });

  describe('downloading the invite', () => {
    let clicked: string[] = [];
    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:ics'), revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('saves the .ics the API sends for the signed-in user', async () => {
      let authorization: string | null = null;
      server.use(
        http.get(apiUrl('/api/bookings/31/calendar.ics'), ({ request }) => {
          authorization = request.headers.get('authorization');
          return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
            headers: {
              'Content-Type': 'text/calendar',
              'Content-Disposition': 'attachment; filename="reeltime-booking-31.ics"',
            },
          });
        }),
      );
      const { user, card } = await renderCard();

      await user.click(within(card).getByRole('button', { name: 'Add to calendar' }));

      expect(await screen.findByText('Calendar invite downloaded')).toBeInTheDocument();
      expect(clicked).toEqual(['reeltime-booking-31.ics']);
      expect(authorization).toBe('Bearer card-token');
    });

    it('logs out when the session expired', async () => {
      server.use(http.get(apiUrl('/api/bookings/31/calendar.ics'), () => new HttpResponse(null, { status: 401 })));
      const { user, card } = await renderCard();

      await user.click(within(card).getByRole('button', { name: 'Add to calendar' }));

      expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
      await waitFor(() => expect(authStore.get().token).toBeNull());
      expect(clicked).toEqual([]);
    });

    it('says so when the server fails', async () => {
      server.use(http.get(apiUrl('/api/bookings/31/calendar.ics'), () => new HttpResponse(null, { status: 500 })));
      const { user, card } = await renderCard();

      await user.click(within(card).getByRole('button', { name: 'Add to calendar' }));

      expect(await screen.findByText('Could not download the calendar invite. Please try again.')).toBeInTheDocument();
    });
  });
});
