import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { chosenCity, clearSession, eventBus, setCity, useNavigate, type Movie } from '@reeltime/shared-lib';
import { apiUrl, logIn, movieFixture, renderWithProviders } from '@reeltime/shared-lib/testing';
import MoviesPage from '../../../../exposes/MoviesPage';
import { server, setupApiMocks } from '../../../../testing/server';
import { apiFailure, browseHandler, browseView, networkFailure } from '../../../../testing/handlers';

setupApiMocks();

const renderPage = () => renderWithProviders(<MoviesPage />, { route: '/movies', path: '/movies' });

const moviesHandler = (movies: Movie[]) => browseHandler(browseView(movies));

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Now showing' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('All Movies page', () => {
  it('shows a loading state, then the title and the films now showing in the order the API gives (newest release first)', async () => {
    server.use(
      http.get(apiUrl('/movies/browse'), async () => {
        await delay(50);
        return HttpResponse.json(
          browseView([
            movieFixture({ id: 3, title: 'Brand New', releaseDate: '2026-10-30' }),
            movieFixture({ id: 4, title: 'Last Year', releaseDate: '2025-06-15' }),
            movieFixture({ id: 1, title: 'Old Classic', releaseDate: '2019-03-01' }),
            movieFixture({ id: 2, title: 'Undated Indie', releaseDate: null }),
          ]),
        );
      }),
    );
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Movies' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading movies...');

    await screen.findByRole('list', { name: 'Now showing' });
    expect(cardTitles()).toEqual(['Brand New', 'Last Year', 'Old Classic', 'Undated Indie']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows thumbnail, title, duration, certification and language, or N/A without one', async () => {
    server.use(
      moviesHandler([
        movieFixture({ id: 7, title: 'Monsoon Nights', duration: 135, certification: 'UA', language: 'Tamil' }),
        movieFixture({ id: 8, title: 'Silent Reel', releaseDate: '2020-01-01', language: null }),
      ]),
    );
    renderPage();

    const card = await screen.findByRole('article', { name: 'Monsoon Nights' });
    expect(within(card).getByRole('img', { name: 'Monsoon Nights poster' })).toHaveAttribute(
      'src',
      'http://api.test/posters/7.svg',
    );
    expect(within(card).getByText('2h 15m • UA')).toBeInTheDocument();
    expect(within(card).getByText('Tamil')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Monsoon Nights to favourites' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Silent Reel' })).getByText('N/A')).toBeInTheDocument();
  });

  it('goes to the movie page when a card is clicked', async () => {
    server.use(moviesHandler([movieFixture({ id: 42, title: 'Click Me' })]));
    const { user } = renderPage();

    await user.click(await screen.findByRole('img', { name: 'Click Me poster' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/42');
  });

  it('shows "No Movies Available" and refreshes on request', async () => {
    server.use(moviesHandler([]));
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'No Movies Available' })).toBeInTheDocument();

    server.use(moviesHandler([movieFixture({ title: 'Just Arrived' })]));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('article', { name: 'Just Arrived' })).toBeInTheDocument();
  });

  it.each([
    ['a 404', apiFailure('/movies/browse', 404, 'Nothing here'), 'No movies found in database'],
    ['a 500', apiFailure('/movies/browse', 500, 'Database exploded'), 'Server error - please try again later'],
    ['a 503', apiFailure('/movies/browse', 503), 'Server error - please try again later'],
    ['a 400 with a message', apiFailure('/movies/browse', 400, 'Bad filter'), 'Bad filter'],
    ['a 400 without a message', apiFailure('/movies/browse', 400), 'Failed to fetch movies'],
    ['no response', networkFailure('/movies/browse'), 'Network error - please check your connection'],
  ])('explains %s and recovers with "Try Again"', async (_case, failure, message) => {
    server.use(failure);
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    server.use(moviesHandler([movieFixture({ title: 'Back Online' })]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('article', { name: 'Back Online' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches the list once and reuses it, and fetches again after a logout', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/movies/browse'), () => {
        calls += 1;
        return HttpResponse.json(browseView([movieFixture({ title: `Fetch ${calls}` })]));
      }),
    );
    const first = renderPage();
    await screen.findByRole('article', { name: 'Fetch 1' });
    first.unmount();

    renderPage();
    expect(screen.getByRole('article', { name: 'Fetch 1' })).toBeInTheDocument();
    expect(calls).toBe(1);

    act(() => clearSession());

    // The list is asked for again and what the server answered last is shown.
    await waitFor(() => expect(calls).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByRole('article', { name: `Fetch ${calls}` })).toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Fetch 1' })).not.toBeInTheDocument();
  });

  describe('filters, city and coming soon', () => {
    const tamilDrama = movieFixture({ id: 21, title: 'Tamil Drama', language: 'Tamil', genre: 'Drama' });
    const hindiAction = movieFixture({ id: 22, title: 'Hindi Action', language: 'Hindi', genre: 'Action' });
    const soon = movieFixture({ id: 23, title: 'Next Month', language: 'Tamil', releaseDate: '2027-01-15' });
    const facets = {
      languages: [
        { value: 'Tamil', count: 2 },
        { value: 'Hindi', count: 1 },
      ],
      genres: [
        { value: 'Drama', count: 1 },
        { value: 'Action', count: 1 },
      ],
      formats: [
        { value: '2D', count: 2 },
        { value: '3D', count: 0 },
        { value: 'IMAX', count: 1 },
        { value: '4DX', count: 0 },
      ],
    };
    /** The API as far as these tests need it: filters by language only, and records each query it was asked. */
    function fakeBrowse(asked: string[]) {
      return browseHandler((url) => {
        asked.push(url.search);
        const language = url.searchParams.get('language');
        const keep = (movie: Movie) => !language || language.split(',').includes(movie.language ?? '');
        return browseView(
          [tamilDrama, hindiAction].filter(keep),
          [soon].filter(keep),
          facets,
          url.searchParams.get('city'),
        );
      });
    }
    function BackButton() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      );
    }
    const renderAt = (route: string) =>
      renderWithProviders(
        <>
          <MoviesPage />
          <BackButton />
        </>,
        { route, path: '/movies' },
      );
    const search = () => screen.getByTestId('location').getAttribute('data-search');

    afterEach(() => setCity(null));

    it('filters by language, genre and format with counts; each choice is in the URL and Back undoes it', async () => {
      const asked: string[] = [];
      server.use(fakeBrowse(asked));
      const { user } = renderAt('/movies');

      const language = await screen.findByRole('group', { name: 'Language' });
      expect(
        within(language)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['Tamil (2)', 'Hindi (1)']);
      const format = screen.getByRole('group', { name: 'Format' });
      expect(within(format).getByRole('button', { name: '3D (0)' })).toBeDisabled();

      await user.click(within(language).getByRole('button', { name: 'Tamil (2)' }));
      expect(search()).toBe('?language=Tamil');
      await waitFor(() => expect(cardTitles()).toEqual(['Tamil Drama']));
      expect(within(language).getByRole('button', { name: 'Tamil (2)' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(format).getByRole('button', { name: 'IMAX (1)' }));
      expect(search()).toBe('?language=Tamil&format=IMAX');
      expect(asked).toContain('?language=Tamil&format=IMAX');

      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(search()).toBe('?language=Tamil');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(search()).toBe('');
      await waitFor(() => expect(cardTitles()).toEqual(['Tamil Drama', 'Hindi Action']));
    });

    it('opens a shared link with its filters, in the chosen city, and separates coming soon (Notify me) from now showing (Book Now)', async () => {
      setCity('Chennai');
      const asked: string[] = [];
      server.use(fakeBrowse(asked));
      renderAt('/movies?language=Tamil');

      const nowShowing = await screen.findByRole('list', { name: 'Now showing in Chennai' });
      expect(asked[0]).toBe('?city=Chennai&language=Tamil');
      expect(
        within(nowShowing)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['Tamil Drama']);
      expect(within(nowShowing).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/movies/21');
      const comingSoon = screen.getByRole('list', { name: 'Coming soon in Chennai' });
      expect(within(comingSoon).queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
      expect(within(comingSoon).getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Coming soon in Chennai' })).toBeInTheDocument();
    });

    it('says when no film matches, and clears the filters', async () => {
      server.use(fakeBrowse([]));
      const { user } = renderAt('/movies?language=Klingon');

      expect(await screen.findByRole('heading', { name: 'No films match these filters' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Klingon (0)' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(search()).toBe('');
      expect(await screen.findByRole('article', { name: 'Hindi Action' })).toBeInTheDocument();
    });

    it('Notify me: asks a logged-out visitor to log in, a customer without a city to choose one, and saves the alert otherwise', async () => {
      const events: string[] = [];
      const subscription = eventBus.all().subscribe((event) => events.push(event.type));
      const posted: unknown[] = [];
      server.use(
        fakeBrowse([]),
        http.get(apiUrl('/api/user/movie-alerts'), () => HttpResponse.json([])),
        http.post(apiUrl('/api/user/movie-alerts'), async ({ request }) => {
          const body = await request.json();
          posted.push(body);
          return HttpResponse.json(
            { movieId: 23, city: 'Chennai', createdAt: '2026-11-26T10:00:00.000Z' },
            { status: 201 },
          );
        }),
      );
      const { user } = renderAt('/movies');
      const notify = async () =>
        user.click(
          within(await screen.findByRole('article', { name: 'Next Month' })).getByRole('button', {
            name: /Notify me|Notifying you/,
          }),
        );

      await notify();
      expect(events).toContain('auth:open-modal');
      act(() => void logIn());
      await notify();
      expect(events).toContain('city:choose');
      expect(posted).toEqual([]);

      act(() => setCity('Chennai'));
      await notify();
      await waitFor(() => expect(posted).toEqual([{ movieId: 23, city: 'Chennai' }]));
      expect(await screen.findByRole('button', { name: 'Notifying you' })).toHaveAttribute('aria-pressed', 'true');
      subscription.unsubscribe();
    });

    it('forgets a city the API no longer knows and shows every city', async () => {
      setCity('Atlantis');
      const asked: string[] = [];
      server.use(
        http.get(apiUrl('/movies/browse'), ({ request }) => {
          asked.push(new URL(request.url).search);
          if (new URL(request.url).searchParams.get('city')) {
            return HttpResponse.json(
              { error: 'Bad Request', message: 'city must be a city with a ReelTime cinema' },
              { status: 400 },
            );
          }
          return HttpResponse.json(browseView([hindiAction]));
        }),
      );
      renderAt('/movies');

      expect(await screen.findByRole('article', { name: 'Hindi Action' })).toBeInTheDocument();
      expect(chosenCity()).toBeNull();
      expect(asked).toEqual(['?city=Atlantis', '']);
      expect(screen.getByRole('list', { name: 'Now showing' })).toBeInTheDocument();
    });
  });
});
