import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { eventBus, setCity, type Movie } from '@reeltime/shared-lib';
import { apiUrl, elementsNamedWithoutRole, movieFixture, renderWithProviders } from '@reeltime/shared-lib/testing';
import HomePage from '../../../../exposes/HomePage';
import { server, setupApiMocks } from '../../../../testing/server';
import { apiFailure, browseHandler, browseView } from '../../../../testing/handlers';

setupApiMocks();

const recent = Array.from({ length: 6 }, (_, i) =>
  movieFixture({
    id: i + 1,
    title: `Recent ${i + 1}`,
    genre: 'Action, Drama, Thriller',
    certification: 'UA',
    duration: 150,
    releaseDate: `2026-10-0${i + 1}`,
  }),
);

async function renderHome({
  nowShowing = recent,
  comingSoon = [],
}: { nowShowing?: Movie[]; comingSoon?: Movie[] } = {}) {
  jest.useFakeTimers();
  server.use(browseHandler(browseView(nowShowing, comingSoon)));
  renderWithProviders(<HomePage />, { route: '/', path: '/' });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('region', { name: 'Featured movies' });
  return { user };
}

// `hidden`: an open dialog hides the rest of the page from the accessibility tree.
const carousel = (hidden = false) => screen.getByRole('region', { name: 'Featured movies', hidden });
const currentSlide = (hidden = false) => within(carousel(hidden)).getByRole('group', { name: /of 5/, hidden });
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

afterEach(() => {
  jest.useRealTimers();
  setCity(null);
});

async function renderHomeAsIs() {
  jest.useFakeTimers();
  renderWithProviders(<HomePage />, { route: '/', path: '/' });
}

describe('Home page', () => {
  it('shows a spinner, then the first five films now showing, with its facts and actions', async () => {
    jest.useFakeTimers();
    server.use(browseHandler(browseView(recent)));
    renderWithProviders(<HomePage />, { route: '/', path: '/' });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading movies...');

    const slide = within(await screen.findByRole('group', { name: '1 of 5: Recent 1' }));
    expect(slide.getByRole('heading', { name: 'Recent 1' })).toBeInTheDocument();
    expect(slide.getByText('UA • 1 Oct 2026 • 2h 30m')).toBeInTheDocument();
    expect(['Action', 'Drama', 'Thriller'].every((genre) => slide.getByText(genre))).toBe(true);
    expect(slide.getByText(recent[0].description)).toBeInTheDocument();
    expect(slide.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/movies/1');
    expect(within(carousel()).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(5);
    expect(elementsNamedWithoutRole()).toEqual([]);
  });

  it('advances every 5 seconds, wrapping after the fifth slide', async () => {
    await renderHome();

    advance(4900);
    expect(currentSlide()).toHaveAccessibleName('1 of 5: Recent 1');
    advance(100);
    expect(currentSlide()).toHaveAccessibleName('2 of 5: Recent 2');
    advance(5000 * 4);
    expect(currentSlide()).toHaveAccessibleName('1 of 5: Recent 1');
  });

  it('moves with the arrows and the dots, marking the current dot', async () => {
    const { user } = await renderHome();

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('5 of 5: Recent 5');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 5: Recent 1');
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 5: Recent 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered and while the trailer is open', async () => {
    const { user } = await renderHome();

    await user.hover(carousel());
    advance(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 5: Recent 1');
    await user.unhover(carousel());
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('2 of 5: Recent 2');

    await user.click(within(currentSlide()).getByRole('button', { name: 'Watch Trailer' }));
    await user.unhover(carousel(true));
    expect(await screen.findByRole('dialog', { name: /Official Trailer/ })).toBeInTheDocument();
    advance(12000);
    expect(currentSlide(true)).toHaveAccessibleName('2 of 5: Recent 2');
  });

  it('pauses while the search overlay covers it', async () => {
    await renderHome();

    act(() => eventBus.emit({ type: 'search:open' }));
    advance(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 5: Recent 1');
    act(() => eventBus.emit({ type: 'search:close' }));
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('2 of 5: Recent 2');
  });

  it('follows the chosen city: the hero and Latest Releases show its films now showing, Coming Soon the others with Notify me', async () => {
    setCity('Chennai');
    const asked: (string | null)[] = [];
    const soon = movieFixture({ id: 40, title: 'Next Month', releaseDate: '2027-01-15' });
    server.use(
      browseHandler((url) => {
        asked.push(url.searchParams.get('city'));
        return browseView(recent.slice(0, 2), [soon], {}, 'Chennai');
      }),
    );
    await renderHomeAsIs();

    expect(await screen.findByRole('group', { name: '1 of 2: Recent 1' })).toBeInTheDocument();
    expect(asked).toEqual(['Chennai']);
    const comingSoon = within(screen.getByRole('region', { name: 'Coming Soon in Chennai' }));
    const card = within(comingSoon.getByRole('article', { name: 'Next Month' }));
    expect(card.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Latest Releases' })).queryByRole('article', { name: 'Next Month' }),
    ).not.toBeInTheDocument();
  });

  it('lists the five newest releases, dropping undated movies, with View All', async () => {
    const movies = [
      movieFixture({ id: 10, title: 'Oldest', releaseDate: '2020-01-01' }),
      movieFixture({ id: 11, title: 'Undated', releaseDate: null }),
      movieFixture({ id: 12, title: 'Newest', releaseDate: '2026-11-20' }),
      movieFixture({ id: 13, title: 'Second', releaseDate: '2026-11-10' }),
      movieFixture({ id: 14, title: 'Third', releaseDate: '2026-09-01' }),
      movieFixture({ id: 15, title: 'Fourth', releaseDate: '2025-05-05' }),
      movieFixture({ id: 16, title: 'Fifth', releaseDate: '2024-04-04' }),
    ];
    await renderHome({ nowShowing: movies });

    const section = within(screen.getByRole('region', { name: 'Latest Releases' }));
    const list = await section.findByRole('list', { name: 'Latest Releases' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Newest', 'Second', 'Third', 'Fourth', 'Fifth']);
    expect(section.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/movies');
  });

  it('says when the chosen city has no film showing yet, in a line under Latest Releases', async () => {
    setCity('Chennai');
    const soon = movieFixture({ id: 40, title: 'Next Month', releaseDate: '2027-01-15' });
    server.use(browseHandler(browseView([], [soon], {}, 'Chennai')));
    await renderHomeAsIs();

    const section = within(screen.getByRole('region', { name: 'Latest Releases' }));
    expect(
      await section.findByText('No films are showing in Chennai yet: see what is coming soon.'),
    ).toBeInTheDocument();
    expect(section.queryByRole('list', { name: 'Latest Releases' })).not.toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("fetches a film's record as soon as the customer reaches for its Book Now, not after the film's page has loaded", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/movies/:id'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ ...recent[4], slots: [] });
      }),
    );
    const { user } = await renderHome();
    const latest = within(await screen.findByRole('list', { name: 'Latest Releases' }));

    await user.hover(within(latest.getByRole('article', { name: 'Recent 6' })).getByRole('link', { name: 'Book Now' }));
    await waitFor(() => expect(asked).toEqual(['6']));
  });

  it('welcomes visitors with three feature cards', async () => {
    await renderHome();

    const welcome = within(screen.getByRole('region', { name: /^Welcome to Reel\s?Time$/ }));
    expect(welcome.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Latest Movies',
      'Easy Booking',
      'Best Experience',
    ]);
  });

  it('shows the movies error with "Try Again" in Latest Releases', async () => {
    jest.useFakeTimers();
    server.use(apiFailure('/movies/browse', 500));
    renderWithProviders(<HomePage />, { route: '/', path: '/' });

    const section = within(await screen.findByRole('region', { name: 'Latest Releases' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Server error - please try again later');
    expect(section.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
