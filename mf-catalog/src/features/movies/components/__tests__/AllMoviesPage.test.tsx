import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearSession } from '@reeltime/shared-lib';
import { apiUrl, movieFixture, renderWithProviders } from '@reeltime/shared-lib/testing';
import MoviesPage from '../../../../exposes/MoviesPage';
import { server, setupApiMocks } from '../../../../testing/server';
import { apiFailure, moviesHandler, networkFailure, slowMoviesHandler } from '../../../../testing/handlers';

setupApiMocks();

const renderPage = () => renderWithProviders(<MoviesPage />, { route: '/movies', path: '/movies' });

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'All movies' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('All Movies page', () => {
  it('shows a loading state, then the title and every movie newest release first, undated last', async () => {
    server.use(
      slowMoviesHandler([
        movieFixture({ id: 1, title: 'Old Classic', releaseDate: '2019-03-01' }),
        movieFixture({ id: 2, title: 'Undated Indie', releaseDate: null }),
        movieFixture({ id: 3, title: 'Brand New', releaseDate: '2026-10-30' }),
        movieFixture({ id: 4, title: 'Last Year', releaseDate: [2025, 6, 15] }),
      ]),
    );
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Movies' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading movies...');

    await screen.findByRole('list', { name: 'All movies' });
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
    expect(within(card).getByRole('img', { name: 'Monsoon Nights poster' })).toHaveAttribute('src', 'http://api.test/posters/7.svg');
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
    ['a 404', apiFailure('/movies', 404, 'Nothing here'), 'No movies found in database'],
    ['a 500', apiFailure('/movies', 500, 'Database exploded'), 'Server error - please try again later'],
    ['a 503', apiFailure('/movies', 503), 'Server error - please try again later'],
    ['a 400 with a message', apiFailure('/movies', 400, 'Bad filter'), 'Bad filter'],
    ['a 400 without a message', apiFailure('/movies', 400), 'Failed to fetch movies'],
    ['no response', networkFailure('/movies'), 'Network error - please check your connection'],
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
      http.get(apiUrl('/movies'), () => {
        calls += 1;
        return HttpResponse.json([movieFixture({ title: `Fetch ${calls}` })]);
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
});
