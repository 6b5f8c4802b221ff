import { screen, within } from '@testing-library/react';
import { bookingStorage, chosenCity, setCity, type Slot } from '@reeltime/shared-lib';
import { movieWithSlotsFixture, renderWithProviders, slotFixture } from '@reeltime/shared-lib/testing';
import { seatMapsHandler } from '../../../../testing/handlers';
import { server, setupApiMocks } from '../../../../testing/server';
import { ShowtimePicker } from '../ShowtimePicker';

setupApiMocks();

/** Slots as `GET /movies/{id}` sends them: the show's cinema, format, languages, price range and seat counts. */
const show = (slotId: number, fields: Partial<Slot>): Slot =>
  slotFixture({
    slotId,
    location: 'Lower Parel, Mumbai',
    cinemaId: 3,
    facilities: ['Parking', 'Wheelchair access'],
    audioLanguage: 'Hindi',
    minPrice: 150,
    maxPrice: 300,
    totalSeats: 100,
    availableSeats: 100,
    cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
    ...fields,
  });

const movie = movieWithSlotsFixture({
  id: 7,
  title: 'Monsoon Express',
  slots: [
    show(1, {
      startTime: '10:00',
      availableSeats: 31,
      format: 'IMAX',
      audioLanguage: 'Tamil',
      subtitles: 'English',
      minPrice: 180,
      maxPrice: 420,
    }),
    show(2, { startTime: '13:15', availableSeats: 30 }),
    show(3, { startTime: '21:45', availableSeats: 0, minPrice: 200, maxPrice: 200 }),
    show(6, { startTime: '17:00', showDate: '2026-11-22', format: '3D' }),
    show(4, {
      startTime: '19:00',
      theaterName: 'PVR Select City',
      location: 'Saket, Delhi',
      city: 'Delhi',
      cinemaId: 4,
      facilities: [],
    }),
    show(5, {
      startTime: '09:30',
      theaterName: 'INOX Garuda',
      location: 'MG Road, Bengaluru',
      city: 'Bengaluru',
      cinemaId: 5,
      showDate: '2026-11-23',
    }),
  ],
});

const renderPicker = (shown = movie) => renderWithProviders(<ShowtimePicker movie={shown} />);
const group = (name: string) => screen.getByRole('group', { name });
const dates = () =>
  within(group('Show dates'))
    .getAllByRole('button')
    .map((day) => day.textContent);
const showtimesAt = (cinema: string) =>
  within(screen.getByRole('group', { name: `Showtimes at ${cinema}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  // A showtime pointed at fetches its seat map ahead.
  server.use(seatMapsHandler);
  setCity(null);
  bookingStorage.clear();
});

describe('Showtime picker', () => {
  it('labels each showtime with its format, audio language and subtitles, price range and availability; sold out is disabled', () => {
    setCity('Mumbai');
    renderPicker();

    expect(showtimesAt('PVR Phoenix')).toEqual([
      '10:00 AM IMAX · Tamil · English subtitles ₹180–₹420 Available',
      '1:15 PM 2D · Hindi ₹150–₹300 Filling fast',
      '9:45 PM 2D · Hindi ₹200 Sold out',
    ]);
    expect(screen.getByRole('button', { name: /^9:45 PM/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^10:00 AM/ })).toBeEnabled();
  });

  it('lists each cinema with its address and facilities, its name linking to the cinema’s page', () => {
    setCity('Mumbai');
    renderPicker();

    const cinema = screen.getByRole('heading', { name: 'PVR Phoenix' });
    expect(within(cinema).getByRole('link', { name: 'PVR Phoenix' })).toHaveAttribute('href', '/cinemas/3');
    const card = cinema.closest('li')!;
    expect(within(card).getByText('Lower Parel, Mumbai')).toBeInTheDocument();
    expect(card).toHaveTextContent('Facilities: Parking · Wheelchair access');
  });

  it('follows the customer’s city; before one is chosen it lists every city’s cinemas, and picking a city chooses it for the whole site', async () => {
    const { user } = renderPicker();

    const cities = within(screen.getByRole('group', { name: 'City' })).getAllByRole('button');
    expect(cities.map((button) => button.textContent)).toEqual(['Bengaluru', 'Delhi', 'Mumbai']);
    expect(cities.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(
      within(screen.getByRole('list', { name: 'Theatres' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['PVR Select City', 'PVR Phoenix']);

    await user.click(screen.getByRole('button', { name: 'Delhi' }));

    expect(chosenCity()).toBe('Delhi');
    expect(screen.getByRole('button', { name: 'Delhi' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Theatres in Delhi' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['PVR Select City']);
  });

  it('says when the film has no shows in the chosen city and offers the cities that have them', async () => {
    setCity('Chennai');
    const { user } = renderPicker();

    expect(screen.getByText('No shows in Chennai')).toBeInTheDocument();
    expect(
      screen.getByText('Monsoon Express has no upcoming shows in Chennai. It is showing in these cities:'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Shows in Bengaluru' }));

    expect(chosenCity()).toBe('Bengaluru');
    expect(screen.getByRole('heading', { name: 'INOX Garuda' })).toBeInTheDocument();
  });

  it('offers the formats, languages and times of day of the city’s shows; a format keeps its shows and the dates that have them', async () => {
    setCity('Mumbai');
    const { user } = renderPicker();

    expect(
      within(group('Format'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2D', '3D', 'IMAX']);
    expect(
      within(group('Language'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hindi', 'Tamil']);
    expect(
      within(group('Time of day'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Morning(before 12 PM)', 'Afternoon(12–4 PM)', 'Evening(4–8 PM)', 'Night(after 8 PM)']);
    expect(dates()).toEqual(['Sat 21 Nov', 'Sun 22 Nov']);

    await user.click(within(group('Format')).getByRole('button', { name: '3D' }));

    expect(within(group('Format')).getByRole('button', { name: '3D' })).toHaveAttribute('aria-pressed', 'true');
    expect(dates()).toEqual(['Sun 22 Nov']);
    expect(showtimesAt('PVR Phoenix')).toEqual(['5:00 PM 3D · Hindi ₹150–₹300 Available']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(dates()).toEqual(['Sat 21 Nov', 'Sun 22 Nov']);
    expect(showtimesAt('PVR Phoenix')).toHaveLength(3);
  });

  it('combines filters: any chosen value of a filter, every filter; nothing left says so and offers to clear them', async () => {
    setCity('Mumbai');
    const { user } = renderPicker();

    await user.click(within(group('Format')).getByRole('button', { name: '3D' }));
    await user.click(within(group('Format')).getByRole('button', { name: 'IMAX' }));
    expect(dates()).toEqual(['Sat 21 Nov', 'Sun 22 Nov']);
    expect(showtimesAt('PVR Phoenix')).toEqual(['10:00 AM IMAX · Tamil · English subtitles ₹180–₹420 Available']);

    await user.click(within(group('Time of day')).getByRole('button', { name: /^Evening/ }));
    expect(dates()).toEqual(['Sun 22 Nov']);

    await user.click(within(group('Language')).getByRole('button', { name: 'Tamil' }));
    expect(screen.getByText('No shows match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show dates' })).not.toBeInTheDocument();
  });

  it('picking a showtime stores the show for seat selection, as the booking remote reads it', async () => {
    setCity('Mumbai');
    const { user } = renderPicker();

    await user.click(screen.getByRole('button', { name: /^1:15 PM/ }));

    const booking = bookingStorage.read();
    expect(booking).toMatchObject({
      movie: { id: 7, title: 'Monsoon Express' },
      selectedDateObj: { dayName: 'Sat', date: 21, monthName: 'Nov', fullDate: '2026-11-21' },
      selectedTimeWithAmPm: '1:15 PM',
      selectedCinema: {
        slotId: 2,
        theaterName: 'PVR Phoenix',
        location: 'Lower Parel, Mumbai',
        cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
      },
    });
    expect(bookingStorage.step()).toBe('seat-selection');
  });
});
