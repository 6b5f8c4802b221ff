import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MovieWithSlots } from '@reeltime/contract';
import { bookingStorage, type Movie, type Slot } from '@reeltime/shared-lib';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  bookingHandOffFixture,
  elementsNamedWithoutRole,
  movieFixture,
  movieWithSlotsFixture,
  renderWithProviders,
  slotFixture,
} from '@reeltime/shared-lib/testing';
import MovieDetailPage from '../../../../exposes/MovieDetailPage';
import { server, setupApiMocks } from '../../../../testing/server';
import { apiFailure, movieHandler, moviesHandler } from '../../../../testing/handlers';

setupApiMocks();

const slot = (overrides: Partial<Slot> & Pick<Slot, 'slotId'>): Slot =>
  slotFixture({ location: 'Lower Parel, Mumbai', ...overrides });

const LONG_DESCRIPTION =
  'A retired stunt driver is pulled back for one last impossible chase through the monsoon-soaked streets of Mumbai, where every turn hides a secret.';

const dune = movieWithSlotsFixture({
  id: 5,
  title: 'Dune Echoes',
  description: LONG_DESCRIPTION,
  genre: 'Sci-Fi, Adventure',
  duration: 155,
  language: 'English',
  certification: null,
  releaseDate: '2026-11-01',
  slots: [
    slot({
      slotId: 31,
      showDate: '2026-11-22',
      startTime: '09:15',
      theaterName: 'INOX Nariman Point',
      location: 'Nariman Point, Mumbai',
    }),
    slot({ slotId: 11, showDate: '2026-11-21', startTime: '21:45' }),
    slot({ slotId: 12, showDate: '2026-11-21', startTime: '12:00' }),
    slot({
      slotId: 13,
      showDate: '2026-11-21',
      startTime: '10:05',
      theaterName: 'Cinepolis Andheri',
      location: 'Andheri West, Mumbai',
    }),
  ],
});

/** Renders the page and waits until the movie and the "Also Showing Now" list have loaded. */
async function renderDetail(movie: MovieWithSlots = dune, others: Movie[] = []) {
  server.use(movieHandler(movie), moviesHandler([movie, ...others]));
  let listAnswered = false;
  const onResponse = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/movies') listAnswered = true;
  };
  server.events.on('response:mocked', onResponse);
  const rendered = renderWithProviders(<MovieDetailPage />, { route: `/movies/${movie.id}`, path: '/movies/:id' });
  await screen.findByRole('heading', { level: 1, name: movie.title });
  await waitFor(() => expect(listAnswered).toBe(true));
  server.events.removeListener('response:mocked', onResponse);
  return rendered;
}

function mockPhoneWidth(isPhone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: isPhone && query.includes('max-width: 639.95px'),
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

afterEach(() => {
  // jsdom has no matchMedia: leave none behind, as the other tests expect.
  delete (window as Partial<Window>).matchMedia;
  jest.useRealTimers();
});

describe('Movie detail page', () => {
  it('shows the poster, title, facts and a description cut at 100 characters with Read More / Read Less', async () => {
    server.use(movieHandler(dune), moviesHandler([dune]));
    const { user } = renderWithProviders(<MovieDetailPage />, { route: '/movies/5', path: '/movies/:id' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading movie...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dune Echoes' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dune Echoes poster' })).toHaveAttribute('src', dune.thumbnail);

    const facts = within(screen.getByText('Release date').closest('dl')!);
    expect(facts.getByText('1 Nov 2026')).toBeInTheDocument();
    expect(facts.getByText('Sci-Fi')).toBeInTheDocument();
    expect(facts.queryByText('Adventure')).not.toBeInTheDocument();
    expect(facts.getByText('2h 35m')).toBeInTheDocument();
    expect(facts.getByText('English')).toBeInTheDocument();
    expect(facts.getByText('Not Rated')).toBeInTheDocument();
    expect(elementsNamedWithoutRole()).toEqual([]);

    const preview = `${LONG_DESCRIPTION.slice(0, 100).trimEnd()}...`;
    expect(screen.getByText(preview, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(LONG_DESCRIPTION, { exact: false })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByText(LONG_DESCRIPTION, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByText(preview, { exact: false })).toBeInTheDocument();
  });

  it('shows no Read More for a short description', async () => {
    await renderDetail(movieWithSlotsFixture({ id: 6, description: 'Short and sweet.' }));

    expect(await screen.findByText('Short and sweet.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('offers dates ascending with the first preselected, then theatres with 12-hour showtimes', async () => {
    const { user } = await renderDetail();

    const dates = within(await screen.findByRole('group', { name: 'Show dates' })).getAllByRole('button');
    expect(dates.map((button) => button.textContent)).toEqual(['Sat 21 Nov', 'Sun 22 Nov']);
    expect(dates[0]).toHaveAttribute('aria-pressed', 'true');
    expect(dates[1]).toHaveAttribute('aria-pressed', 'false');

    const theatres = within(screen.getByRole('list', { name: 'Theatres' })).getAllByRole('listitem');
    expect(theatres.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Cinepolis Andheri',
      'PVR Phoenix',
    ]);
    expect(within(theatres[1]).getByText('Lower Parel, Mumbai')).toBeInTheDocument();
    const pvrTimes = within(screen.getByRole('group', { name: 'Showtimes at PVR Phoenix' })).getAllByRole('button');
    expect(pvrTimes.map((button) => button.textContent?.split(' ').slice(0, 2).join(' '))).toEqual([
      '12:00 PM',
      '9:45 PM',
    ]);

    await user.click(dates[1]);

    expect(dates[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'INOX Nariman Point' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'PVR Phoenix' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Showtimes at INOX Nariman Point' })).getByRole('button', {
        name: /^9:15 AM/,
      }),
    ).toBeInTheDocument();
  });

  it('hands the booking over as the contract with the booking remote says (bookingHandOffFixture)', async () => {
    const handOff = bookingHandOffFixture();
    const { user } = await renderDetail(handOff.movie);

    const pvr = within(await screen.findByRole('group', { name: 'Showtimes at PVR Phoenix' }));
    await user.click(pvr.getByRole('button', { name: /^6:30 PM/ }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', handOff.path);
    expect(bookingStorage.step()).toBe(handOff.step);
    expect(bookingStorage.read()).toEqual(handOff.booking);
  });

  it('starts the booking of the show a link names (?show=)', async () => {
    const handOff = bookingHandOffFixture();
    const slotId = handOff.booking.selectedCinema.slotId;
    server.use(movieHandler(handOff.movie), moviesHandler([handOff.movie]));
    renderWithProviders(<MovieDetailPage />, {
      route: `/movies/${handOff.movie.id}?show=${slotId}`,
      path: '/movies/:id',
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', handOff.path));
    expect(bookingStorage.read()).toEqual(handOff.booking);
  });

  it('stays on the movie when the linked show is not among its shows', async () => {
    bookingStorage.clear();
    server.use(movieHandler(dune), moviesHandler([dune]));
    renderWithProviders(<MovieDetailPage />, { route: '/movies/5?show=999', path: '/movies/:id' });

    expect(await screen.findByRole('group', { name: 'Showtimes at PVR Phoenix' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/5');
    expect(bookingStorage.read()).toBeNull();
  });

  it('says "No shows scheduled" when the movie has no upcoming shows', async () => {
    await renderDetail(movieWithSlotsFixture({ id: 9, slots: [] }));

    expect(await screen.findByText('No shows scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show dates' })).not.toBeInTheDocument();
  });

  it('shows "Movie Not Found" for an unknown id, with a way home', async () => {
    server.use(apiFailure('/movies/404', 404, 'Movie not found'));
    const { user } = renderWithProviders(<MovieDetailPage />, { route: '/movies/404', path: '/movies/:id' });

    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back Home' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '0x10', '99999999999999999999'])(
    'treats the path id %p as not found without asking the API',
    async (id) => {
      const asked: string[] = [];
      server.use(
        http.get(apiUrl('/movies/:id'), ({ request }) => {
          asked.push(request.url);
          return HttpResponse.json({}, { status: 500 });
        }),
      );
      const { user } = renderWithProviders(<MovieDetailPage />, {
        route: `/movies/${encodeURIComponent(id)}`,
        path: '/movies/:id',
      });

      expect(screen.getByRole('heading', { name: 'Movie Not Found' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go Back Home' }));
      expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
      expect(asked).toEqual([]);
    },
  );

  it('shows "Movie Not Found" when the API cannot read the id (400), e.g. one past its range', async () => {
    server.use(apiFailure('/movies/99999999999', 400, 'id must be an integer from 1 to 2147483647'));
    renderWithProviders(<MovieDetailPage />, { route: '/movies/99999999999', path: '/movies/:id' });

    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a server failure and retries', async () => {
    server.use(apiFailure('/movies/5', 500));
    const { user } = renderWithProviders(<MovieDetailPage />, { route: '/movies/5', path: '/movies/:id' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error - please try again later');

    server.use(movieHandler(dune), moviesHandler([dune]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dune Echoes' })).toBeInTheDocument();
  });

  it('goes back to the movies list', async () => {
    const { user } = await renderDetail();

    await user.click(screen.getByRole('button', { name: 'Back to Movies' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies');
  });

  it('opens the trailer', async () => {
    const { user } = await renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Watch Trailer' }));

    const dialog = await screen.findByRole('dialog', { name: /Official Trailer/ });
    expect(within(dialog).getByTitle('Dune Echoes trailer')).toBeInTheDocument();
  });

  it('lists the other movies under "Also Showing Now"', async () => {
    await renderDetail(dune, [movieFixture({ title: 'Neighbour Film' }), movieFixture({ title: 'Second Feature' })]);

    const row = await screen.findByRole('list', { name: 'Also Showing Now' });
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Neighbour Film', 'Second Feature']));
    expect(within(row).queryByRole('article', { name: 'Dune Echoes' })).not.toBeInTheDocument();
  });

  it('shares on five networks in new tabs', async () => {
    const { user } = await renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Share Dune Echoes' }));

    const dialog = await screen.findByRole('dialog', { name: /Share Dune Echoes/ });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['WhatsApp', 'Facebook', 'Twitter', 'Telegram', 'LinkedIn']);
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });
    const pageUrl = encodeURIComponent(window.location.href);
    expect(within(dialog).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
  });

  it('copies the link, says so, and shows "Copied!" for 2 seconds', async () => {
    jest.useFakeTimers();
    await renderDetail();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(await screen.findByRole('button', { name: 'Share Dune Echoes' }));
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says when copying the link fails', async () => {
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share Dune Echoes' }));
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  describe('below 640 px', () => {
    beforeEach(() => mockPhoneWidth(true));

    it('splits the page into "Book Ticket" and "Movie Details" tabs', async () => {
      const { user } = await renderDetail();

      const bookTab = await screen.findByRole('tab', { name: 'Book Ticket' });
      expect(bookTab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('group', { name: 'Show dates' })).toBeInTheDocument();
      expect(screen.queryByText('Certification')).not.toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Movie Details' }));

      expect(screen.getByRole('tabpanel')).toHaveTextContent('Not Rated');
      expect(screen.queryByRole('group', { name: 'Show dates' })).not.toBeInTheDocument();
    });

    it('moves between the tabs with the arrow keys, one tab stop for the list', async () => {
      const { user } = await renderDetail();

      const bookTab = await screen.findByRole('tab', { name: 'Book Ticket' });
      const detailsTab = screen.getByRole('tab', { name: 'Movie Details' });
      expect(detailsTab).toHaveAttribute('tabindex', '-1');
      bookTab.focus();
      await user.keyboard('{ArrowRight}');

      expect(detailsTab).toHaveFocus();
      expect(detailsTab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Movie Details' })).toHaveTextContent('Not Rated');

      await user.keyboard('{ArrowRight}');
      expect(bookTab).toHaveFocus();
      expect(screen.getByRole('group', { name: 'Show dates' })).toBeInTheDocument();
    });
  });

  it('shows no tabs on wider screens', async () => {
    mockPhoneWidth(false);
    await renderDetail();

    expect(await screen.findByRole('group', { name: 'Show dates' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText('Certification')).toBeInTheDocument();
  });
});
