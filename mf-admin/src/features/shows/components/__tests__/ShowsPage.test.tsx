import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../../testing/fixtures';
import type { AdminShow } from '../../api/types';
import { addDays, localToday } from '../../utils/localTime';
import AdminApp from '../../../../exposes/AdminApp';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });
// The first story loads the whole back office (lazy pages, MUI): slow on a shared, loaded test machine.
jest.setTimeout(60_000);

const AURORA = { id: 1, name: 'Aurora Cinemas', timeZone: 'Asia/Kolkata' };
const TOMORROW = addDays(localToday('Asia/Kolkata'), 1);

function showWith(bookings: number, totalPaise: number): AdminShow {
  return {
    id: 41,
    movieId: 7,
    movieTitle: 'Monsoon Express',
    theater: { id: 1, name: 'Aurora Cinemas' },
    timeZone: 'Asia/Kolkata',
    screenId: 3,
    screen: 'Screen 1',
    showDate: TOMORROW,
    startTime: '10:00',
    startsAt: `${TOMORROW}T04:30:00.000Z`,
    endsAt: `${TOMORROW}T07:00:00.000Z`,
    format: '3D',
    audioLanguage: 'Hindi',
    subtitles: null,
    status: 'live',
    cancelReason: null,
    pricesPaise: { Prime: 30_000 },
    seatsTotal: 12,
    seatsSold: bookings,
    seatsHeld: 0,
    seatsFree: 12 - bookings,
    confirmedBookings: bookings,
    confirmedTotalPaise: totalPaise,
    admissionOpensAt: `${TOMORROW}T04:00:00.000Z`,
    seatsAdmitted: 0,
  };
}

/** A manager cancels tomorrow's 10:00 show from the schedule; the API refunds `bookings` bookings of `totalPaise`. */
async function cancelShowWith(bookings: number, totalPaise: number) {
  let cancelled = false;
  const show = showWith(bookings, totalPaise);
  server.use(
    http.get(apiUrl('/api/admin/me'), () =>
      HttpResponse.json(staffFixture({ role: 'manager', allCinemas: false, cinemas: [AURORA] })),
    ),
    http.get(apiUrl('/api/admin/cinemas'), () => HttpResponse.json([AURORA])),
    http.get(apiUrl('/api/admin/shows'), () =>
      HttpResponse.json({ shows: [cancelled ? { ...show, status: 'cancelled' } : show] }),
    ),
    http.post(apiUrl('/api/admin/shows/41/cancel'), () => {
      cancelled = true;
      return HttpResponse.json({
        show: { ...show, status: 'cancelled' },
        refundedBookings: bookings,
        refundedPaise: totalPaise,
      });
    }),
  );
  act(() => logIn('manager-token'));
  const { user } = renderWithProviders(<AdminApp />, { route: '/admin/shows', path: '/admin/*' });
  const cancel = await screen.findByRole('button', { name: `Cancel Monsoon Express ${TOMORROW} 10:00` });
  // The schedule scrolls sideways on narrower screens: the keyboard reaches it after the date fields.
  act(() => screen.getByLabelText('To').focus());
  await user.tab();
  expect(document.activeElement).toContainElement(screen.getByRole('table', { name: 'Schedule by screen and day' }));
  await user.click(cancel);
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByLabelText(/Reason/));
  await user.paste('Projector failure');
  await user.click(within(dialog).getByRole('button', { name: /^Cancel show/ }));
  expect(await within(screen.getByTestId('show-41')).findByText('Cancelled')).toBeInTheDocument();
}

describe('Shows page', () => {
  it('lets the keyboard reach the schedule, and says how many bookings a cancelled show refunded, one booking in the singular', async () => {
    await cancelShowWith(1, 40_710);
    expect(await screen.findByText('Show cancelled: 1 booking refunded (₹407.10).')).toBeInTheDocument();
  });

  it('asks for the schedule again when the cancel dialog opens, so it counts a booking paid since the page loaded', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/api/admin/me'), () =>
        HttpResponse.json(staffFixture({ role: 'manager', allCinemas: false, cinemas: [AURORA] })),
      ),
      http.get(apiUrl('/api/admin/cinemas'), () => HttpResponse.json([AURORA])),
      http.get(apiUrl('/api/admin/shows'), () =>
        HttpResponse.json({ shows: [(asked += 1) === 1 ? showWith(0, 0) : showWith(1, 40_710)] }),
      ),
    );
    act(() => logIn('manager-token'));
    const { user } = renderWithProviders(<AdminApp />, { route: '/admin/shows', path: '/admin/*' });
    await user.click(await screen.findByRole('button', { name: `Cancel Monsoon Express ${TOMORROW} 10:00` }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(/^1 booking will be refunded in full, ₹407\.10 in total/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel show and refund 1' })).toBeInTheDocument();
  });

  it('lets the keyboard reach the schedule, and says how many bookings a cancelled show refunded, in the plural', async () => {
    await cancelShowWith(3, 90_000);
    expect(await screen.findByText('Show cancelled: 3 bookings refunded (₹900).')).toBeInTheDocument();
  });
});
