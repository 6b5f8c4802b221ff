import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { delay, http, HttpResponse } from 'msw';
import { eventBus, setCity } from '@reeltime/shared-lib';
import { apiUrl, elementsNamedWithoutRole, movieFixture, renderWithProviders } from '@reeltime/shared-lib/testing';
import SearchOverlay from '../../../../exposes/SearchOverlay';
import type { SearchResults } from '../../api/searchCatalogue';
import { server, setupApiMocks } from '../../../../testing/server';

setupApiMocks();

const duneMovies = [movieFixture({ id: 1, title: 'Dune Echoes' }), movieFixture({ id: 2, title: 'Dune Rising' })];

type Answer = Partial<SearchResults>;

/** Answers `/search` from `answer` and records every search asked (text, city, limit). */
function searchApi(answer: (query: string) => Answer = () => ({ movies: duneMovies })) {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/search'), ({ request }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      queries.push(
        [params.get('q'), params.get('city'), params.get('limit')].filter((part) => part !== null).join('|'),
      );
      return HttpResponse.json({ movies: [], cinemas: [], suggestions: [], ...answer(params.get('q') ?? '') });
    }),
  );
  return queries;
}

function renderOverlay() {
  jest.useFakeTimers();
  const closes = jest.fn();
  const subscription = eventBus.on('search:close').subscribe(closes);
  renderWithProviders(<SearchOverlay />, { route: '/movies', path: '*' });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, closes, subscription };
}

const input = () => screen.getByPlaceholderText('Search for movies');

/** axe-core's serious and critical findings in the page (jsdom computes no colours: contrast is checked in the browser). */
async function seriousAxeFindings() {
  jest.useRealTimers();
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

afterEach(() => {
  jest.useRealTimers();
});

describe('Search overlay', () => {
  it('starts focused on an empty box, inviting the visitor to type, and locks page scroll', () => {
    renderOverlay();

    expect(screen.getByRole('dialog', { name: 'Search movies' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(screen.getByText('Start typing to search movies')).toBeInTheDocument();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
  });

  it('searches 500 ms after the last keystroke, once, and shows the results with their count', async () => {
    const queries = searchApi();
    const { user } = renderOverlay();

    await user.type(input(), 'dune');
    expect(screen.getByText('Searching movies...')).toBeInTheDocument();
    await wait(499);
    expect(queries).toEqual([]);

    await wait(1);
    expect(await screen.findByText('Found 2 movie(s)')).toBeInTheDocument();
    expect(queries).toEqual(['dune|1000']);
    expect(screen.getByRole('heading', { level: 2, name: 'Movies' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cinemas' })).not.toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Dune Echoes', 'Dune Rising']);
  });

  it('aborts the search in flight when the visitor keeps typing, so a stale answer never shows', async () => {
    server.use(
      http.get(apiUrl('/search'), async ({ request }) => {
        const query = new URL(request.url).searchParams.get('q');
        if (query === 'du') {
          await delay(800);
          return HttpResponse.json({ movies: [movieFixture({ title: 'Stale Answer' })], cinemas: [], suggestions: [] });
        }
        return HttpResponse.json({ movies: duneMovies, cinemas: [], suggestions: [] });
      }),
    );
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const { user } = renderOverlay();

    await user.type(input(), 'du');
    await wait(500);
    expect(abort).not.toHaveBeenCalled();
    await user.type(input(), 'ne');

    expect(abort).toHaveBeenCalledTimes(1);
    await wait(1000);
    expect(await screen.findByText('Found 2 movie(s)')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Stale Answer' })).not.toBeInTheDocument();
    abort.mockRestore();
  });

  it('says "No movies found" with a hint when nothing matches', async () => {
    searchApi(() => ({}));
    const { user } = renderOverlay();

    await user.type(input(), 'zzz');
    await wait(500);

    expect(await screen.findByText('No movies found')).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Did you mean' })).not.toBeInTheDocument();
  });

  it('offers the closest titles when nothing matches, and a picked one is searched at once', async () => {
    const queries = searchApi((query) =>
      query === 'dune' ? { movies: duneMovies } : { suggestions: ['Dune Echoes', 'Dune Rising'] },
    );
    const { user } = renderOverlay();

    await user.type(input(), 'dnue ecoes');
    await wait(500);

    expect(await screen.findByText('No movies found')).toBeInTheDocument();
    const didYouMean = screen.getByRole('group', { name: 'Did you mean' });
    expect(
      within(didYouMean)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dune Echoes', 'Dune Rising']);
    expect(await seriousAxeFindings()).toEqual([]);
    expect(elementsNamedWithoutRole()).toEqual([]);
    jest.useFakeTimers();

    await user.click(within(didYouMean).getByRole('button', { name: 'Dune Echoes' }));
    expect(input()).toHaveValue('Dune Echoes');
    expect(input()).toHaveFocus();
    await wait(0);
    expect(queries).toEqual(['dnue ecoes|1000', 'Dune Echoes|1000']);
  });

  it('groups films and cinemas under their headings; a cinema leads to its page; the chosen city is sent', async () => {
    setCity('Chennai');
    const queries = searchApi(() => ({
      movies: [duneMovies[0]],
      cinemas: [
        { id: 3, name: 'Meridian Talkies', city: 'Chennai', address: 'T. Nagar, Chennai' },
        { id: 8, name: 'Marina Screens', city: 'Chennai', address: 'Besant Nagar' },
      ],
    }));
    const { user, closes, subscription } = renderOverlay();

    await user.type(input(), 'nagar');
    await wait(500);

    expect(await screen.findByText('Found 1 movie(s)')).toBeInTheDocument();
    expect(queries).toEqual(['nagar|Chennai|1000']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Movies', 'Cinemas']);
    const cinemas = within(screen.getByRole('list', { name: 'Cinema results' })).getAllByRole('link');
    expect(cinemas.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Meridian TalkiesT. Nagar, Chennai', '/cinemas/3'],
      ['Marina ScreensBesant Nagar, Chennai', '/cinemas/8'],
    ]);

    expect(await seriousAxeFindings()).toEqual([]);
    expect(elementsNamedWithoutRole()).toEqual([]);
    jest.useFakeTimers();

    await user.click(cinemas[1]);
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/cinemas/8');
    expect(closes).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
    act(() => setCity(null));
  });

  it("lists the cinemas found even when no film matched, with the films' empty state", async () => {
    searchApi(() => ({ cinemas: [{ id: 1, name: 'Aurora Cinemas', city: 'Mumbai', address: 'Lower Parel, Mumbai' }] }));
    const { user } = renderOverlay();

    await user.type(input(), 'aurora');
    await wait(500);

    expect(await screen.findByRole('link', { name: 'Aurora Cinemas Lower Parel, Mumbai' })).toHaveAttribute(
      'href',
      '/cinemas/1',
    );
    expect(screen.getByText('No movies found')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Movies',
      'Cinemas',
    ]);
  });

  it('explains a failed search and tries again on request', async () => {
    server.use(http.get(apiUrl('/search'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { user } = renderOverlay();

    await user.type(input(), 'dune');
    await wait(500);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to search movies. Please try again.');

    searchApi();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Found 2 movie(s)')).toBeInTheDocument();
  });

  it('resets when cleared, with no search left pending', async () => {
    const queries = searchApi();
    const { user } = renderOverlay();

    await user.type(input(), 'dune');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.getByText('Start typing to search movies')).toBeInTheDocument();
    await wait(1000);
    expect(queries).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('asks to close on Escape and on the close button', async () => {
    const { user, closes, subscription } = renderOverlay();

    await user.keyboard('{Escape}');
    expect(closes).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(closes).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });

  it('opens a picked result and asks to close', async () => {
    searchApi();
    const { user, closes, subscription } = renderOverlay();

    await user.type(input(), 'dune');
    await wait(500);
    await user.click(await screen.findByRole('img', { name: 'Dune Rising poster' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies/2');
    expect(closes).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });
});
