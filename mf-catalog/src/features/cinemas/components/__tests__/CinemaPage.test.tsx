import { screen, within } from '@testing-library/react';
import { bookingStorage } from '@reeltime/shared-lib';
import { elementsNamedWithoutRole, renderWithProviders } from '@reeltime/shared-lib/testing';
import CinemaPage from '../../../../exposes/CinemaPage';
import { server, setupApiMocks } from '../../../../testing/server';
import { apiFailure, cinemaHandler, seatMapsHandler } from '../../../../testing/handlers';
import type { CinemaPageData, CinemaShow } from '../../api/getCinema';

setupApiMocks();

const show = (slotId: number, fields: Partial<CinemaShow>): CinemaShow => ({
  slotId,
  id: slotId,
  showDate: '2026-11-21',
  startTime: '18:30',
  startsAt: '2026-11-21T13:00:00.000Z',
  screenName: 'Screen 1',
  format: '2D',
  audioLanguage: 'Hindi',
  subtitles: null,
  minPrice: 150,
  maxPrice: 300,
  ...fields,
});

const aurora: CinemaPageData = {
  id: 3,
  name: 'Aurora Cinemas',
  city: 'Mumbai',
  address: 'Lower Parel, Mumbai',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Aurora%20Cinemas%2C%20Lower%20Parel%2C%20Mumbai',
  facilities: ['Wheelchair access', 'Food & beverages', 'Parking'],
  timeZone: 'Asia/Kolkata',
  accessibility: {
    wheelchairSpaces: 6,
    companionSeats: 6,
    screens: 3,
    screensWithWheelchairSpaces: 3,
    features: ['Wheelchair access'],
  },
  cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
  showDates: ['2026-11-21', '2026-11-22'],
  films: [
    {
      id: 7,
      title: 'Monsoon Express',
      thumbnail: 'http://api.test/posters/7.svg',
      duration: 142,
      certification: 'UA',
      language: 'Hindi, Tamil',
      genre: 'Action',
      shows: [
        show(11, {
          startTime: '10:00',
          format: 'IMAX',
          audioLanguage: 'Tamil',
          subtitles: 'English',
          minPrice: 180,
          maxPrice: 420,
        }),
        show(12, { startTime: '19:45' }),
        show(13, { showDate: '2026-11-22', startTime: '13:15' }),
      ],
    },
    {
      id: 9,
      title: 'Dune Echoes',
      thumbnail: 'http://api.test/posters/9.svg',
      duration: 155,
      certification: null,
      language: 'English',
      genre: 'Sci-Fi',
      shows: [
        show(21, {
          showDate: '2026-11-22',
          startTime: '21:00',
          audioLanguage: 'English',
          minPrice: 200,
          maxPrice: 200,
        }),
      ],
    },
  ],
};

async function renderCinema(cinema: CinemaPageData = aurora) {
  server.use(cinemaHandler(cinema), seatMapsHandler);
  const rendered = renderWithProviders(<CinemaPage />, { route: `/cinemas/${cinema.id}`, path: '/cinemas/:id' });
  await screen.findByRole('heading', { level: 1, name: cinema.name });
  return rendered;
}

const showtimesOf = (title: string) =>
  within(screen.getByRole('group', { name: `Showtimes of ${title}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => bookingStorage.clear());

describe('Cinema page', () => {
  it('names the cinema (title "<Cinema> — Showtimes | ReelTime") with its address, map link, facilities, accessibility and cancellation policy', async () => {
    await renderCinema();

    expect(document.title).toBe('Aurora Cinemas — Showtimes | ReelTime');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Lower Parel, Mumbai/)).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /^View on the map/ });
    expect(map).toHaveAttribute('href', aurora.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));

    // Each block of facts is a section named by its heading, so screen readers list it among the page's regions.
    const facilities = screen.getByRole('region', { name: 'Facilities' });
    expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wheelchair access', 'Food & beverages', 'Parking']);
    const access = screen.getByRole('region', { name: 'Accessibility' });
    expect(access).toHaveTextContent(
      '6 wheelchair spaces, each with a companion seat beside it, across all 3 screens. Choose them on the seat map.',
    );
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(policy).toHaveTextContent('Cancel up to 2 hours before the show for 75% of the ticket price back.');
  });

  it('lists each film’s shows of the picked day with format, languages and price range; other days from the day picker', async () => {
    const { user } = await renderCinema();

    const days = within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['Sat 21 Nov', 'Sun 22 Nov']);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monsoon Express',
    ]);
    expect(screen.getByRole('link', { name: 'Monsoon Express' })).toHaveAttribute('href', '/movies/7');
    expect(screen.getByText('UA · 2h 22m · Hindi, Tamil')).toBeInTheDocument();
    expect(showtimesOf('Monsoon Express')).toEqual([
      '10:00 AM IMAX · Tamil · English subtitles ₹180–₹420',
      '7:45 PM 2D · Hindi ₹150–₹300',
    ]);

    await user.click(days[1]);

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monsoon Express',
      'Dune Echoes',
    ]);
    expect(showtimesOf('Monsoon Express')).toEqual(['1:15 PM 2D · Hindi ₹150–₹300']);
    expect(showtimesOf('Dune Echoes')).toEqual(['9:00 PM 2D · English ₹200']);
    expect(elementsNamedWithoutRole()).toEqual([]);
  });

  it('filters the shows by format, language and time of day, the day picker keeping the days that still have some', async () => {
    const { user } = await renderCinema();
    const group = (name: string) => screen.getByRole('group', { name });

    expect(
      within(group('Format'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2D', 'IMAX']);
    await user.click(within(group('Time of day')).getByRole('button', { name: /^Night/ }));

    expect(
      within(group('Show dates'))
        .getAllByRole('button')
        .map((day) => day.textContent),
    ).toEqual(['Sun 22 Nov']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Dune Echoes']);

    await user.click(within(group('Language')).getByRole('button', { name: 'Tamil' }));
    expect(screen.getByText('No shows match these filters.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(
      within(group('Show dates'))
        .getAllByRole('button')
        .map((day) => day.textContent),
    ).toEqual(['Sat 21 Nov', 'Sun 22 Nov']);
  });

  it('a show leads into the booking: the show and its cinema are stored for seat selection', async () => {
    const { user } = await renderCinema();

    await user.click(screen.getByRole('button', { name: /^10:00 AM IMAX/ }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/7/seat-selection');
    expect(bookingStorage.step()).toBe('seat-selection');
    expect(bookingStorage.read()).toMatchObject({
      movie: { id: 7, title: 'Monsoon Express', thumbnail: 'http://api.test/posters/7.svg' },
      selectedDateObj: { dayName: 'Sat', date: 21, monthName: 'Nov', fullDate: '2026-11-21' },
      selectedTimeWithAmPm: '10:00 AM',
      selectedCinema: {
        slotId: 11,
        showDate: '2026-11-21',
        startTime: '10:00',
        theaterName: 'Aurora Cinemas',
        location: 'Lower Parel, Mumbai',
        cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
      },
      selectedSeats: [],
      totalAmount: 0,
    });
  });

  it('says so when nothing is scheduled, and names a cinema without wheelchair spaces plainly', async () => {
    await renderCinema({
      ...aurora,
      id: 4,
      name: 'Marina Screens',
      facilities: [],
      accessibility: {
        wheelchairSpaces: 0,
        companionSeats: 0,
        screens: 2,
        screensWithWheelchairSpaces: 0,
        features: [],
      },
      cancellationPolicy: { cutoffMinutes: 0, refundPercent: 100 },
      showDates: [],
      films: [],
    });

    expect(
      screen.getByText(
        'No shows are scheduled here in the coming days. New showtimes are added every day, so check back soon.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No screen here has a wheelchair space in its seating yet.')).toBeInTheDocument();
    expect(screen.getByText('The cinema lists no facilities.')).toBeInTheDocument();
    expect(screen.getByText('Cancel until the show starts for a full refund of the ticket price.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Format' })).not.toBeInTheDocument();
  });

  it('shows "Cinema Not Found" for an unknown cinema or an id that cannot be one, and an error with Try Again when loading fails', async () => {
    server.use(apiFailure('/cinemas/99', 404, 'Cinema not found. It may have closed, or the link may be wrong.'));
    const first = renderWithProviders(<CinemaPage />, { route: '/cinemas/99', path: '/cinemas/:id' });
    expect(await screen.findByText('Cinema Not Found')).toBeInTheDocument();
    expect(document.title).toBe('Cinema Not Found | ReelTime');
    first.unmount();

    const second = renderWithProviders(<CinemaPage />, { route: '/cinemas/abc', path: '/cinemas/:id' });
    expect(await screen.findByText('Cinema Not Found')).toBeInTheDocument();
    second.unmount();

    server.use(apiFailure('/cinemas/5', 500));
    renderWithProviders(<CinemaPage />, { route: '/cinemas/5', path: '/cinemas/:id' });
    expect(await screen.findByText('Server error - please try again later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
