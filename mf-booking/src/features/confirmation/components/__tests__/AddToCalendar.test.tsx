import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { bookingFixture, holdFixture, paidBookingFixture } from '../../../../testing/fixtures';
import { toConfirmedBooking } from '../../confirmedBooking';
import { PaymentConfirmation } from '../PaymentConfirmation';

setupApiServer();
process.env.TZ = 'America/Los_Angeles';

const paid = () => paidBookingFixture({ showEndDateTime: '2026-11-21T20:58:00+05:30', reference: 'RT-7K3P9Q' });

function renderConfirmation(response = paid()) {
  return renderWithProviders(
    <PaymentConfirmation confirmed={toConfirmedBooking(response, bookingFixture(), holdFixture())} />,
  );
}

let scrollTo: jest.SpyInstance;
const createObjectURL = jest.fn(() => 'blob:calendar');
let clicked: string[] = [];
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  clicked = [];
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  scrollTo.mockRestore();
  jest.restoreAllMocks();
});

describe('Add to calendar on the confirmation', () => {
  it('links to Google Calendar in a new tab with the show in UTC and the cinema’s address', () => {
    renderConfirmation();

    const link = screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Monsoon Heist at PVR Phoenix');
    // 6:30 PM to 8:58 PM in Kolkata.
    expect(url.searchParams.get('dates')).toBe('20261121T130000Z/20261121T152800Z');
    expect(url.searchParams.get('location')).toBe('PVR Phoenix, Lower Parel');
    expect(url.searchParams.get('details')).toContain('Booking reference: RT-7K3P9Q');
  });

  it('downloads the .ics invite with the signed-in user’s token', async () => {
    logIn('calendar-token');
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/api/bookings/88/calendar.ics'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: {
            'Content-Type': 'text/calendar',
            'Content-Disposition': 'attachment; filename="reeltime-booking-88.ics"',
          },
        });
      }),
    );
    const { user } = renderConfirmation();

    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(await screen.findByText('Calendar invite downloaded')).toBeInTheDocument();
    expect(clicked).toEqual(['reeltime-booking-88.ics']);
    expect(authorization).toBe('Bearer calendar-token');
  });

  it('says so when the invite cannot be downloaded', async () => {
    logIn();
    server.use(http.get(apiUrl('/api/bookings/88/calendar.ics'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderConfirmation();

    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(await screen.findByText('Could not download the calendar invite. Please try again.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
