import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus } from '@reeltime/shared-lib';
import { createFakeRemoteLoader } from '../../../../testing/fakeRemoteLoader';
import { renderApp } from '../../../../testing/renderApp';

const loadedIds = (calls: { id: string }[]) => calls.map((call) => call.id);

describe('fetching the next page ahead (page:prefetch)', () => {
  it('loads the remote module of the page named, before the customer goes there', async () => {
    const remotes = createFakeRemoteLoader();
    renderApp('/movies/7', remotes.load);
    await screen.findByRole('heading', { name: 'catalog/MovieDetailPage' });

    act(() => eventBus.emit({ type: 'page:prefetch', path: '/movies/7/seat-selection' }));
    await waitFor(() => expect(loadedIds(remotes.calls)).toContain('booking/SeatSelectionPage'));
    act(() => eventBus.emit({ type: 'page:prefetch', path: '/payment?from=seats' }));
    await waitFor(() => expect(loadedIds(remotes.calls)).toContain('booking/PaymentPage'));
    // Still on the movie page: nothing was navigated to.
    expect(screen.getByRole('heading', { name: 'catalog/MovieDetailPage' })).toBeInTheDocument();
  });

  it("a page's likely next step (when: 'idle') is loaded only once the page is in use and the browser idle", async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn();
    try {
      const remotes = createFakeRemoteLoader();
      renderApp('/movies/7', remotes.load);
      await screen.findByRole('heading', { name: 'catalog/MovieDetailPage' });

      act(() => eventBus.emit({ type: 'page:prefetch', path: '/movies/7/seat-selection', when: 'idle' }));
      expect(loadedIds(remotes.calls)).not.toContain('booking/SeatSelectionPage');
      act(() => void window.dispatchEvent(new Event('wheel')));
      expect(loadedIds(remotes.calls)).not.toContain('booking/SeatSelectionPage');
      act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(loadedIds(remotes.calls)).toContain('booking/SeatSelectionPage'));
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('asks no remote for the shell’s own pages or unknown paths, and a remote that is down breaks nothing', async () => {
    const remotes = createFakeRemoteLoader(['booking']);
    renderApp('/movies/7', remotes.load);
    await screen.findByRole('heading', { name: 'catalog/MovieDetailPage' });
    const before = remotes.calls.length;

    act(() => {
      eventBus.emit({ type: 'page:prefetch', path: '/terms-and-conditions' });
      eventBus.emit({ type: 'page:prefetch', path: '/no/such/page' });
    });
    expect(remotes.calls.length).toBe(before);

    act(() => eventBus.emit({ type: 'page:prefetch', path: '/movies/7/seat-selection' }));
    await waitFor(() => expect(loadedIds(remotes.calls)).toContain('booking/SeatSelectionPage'));
    expect(screen.getByRole('heading', { name: 'catalog/MovieDetailPage' })).toBeInTheDocument();
  });
});

describe('a page fetched ahead', () => {
  it('opens at once when the customer goes there: no loading spinner in between', async () => {
    const remotes = createFakeRemoteLoader();
    const { user } = renderApp('/', remotes.load);
    await screen.findByRole('heading', { name: 'catalog/HomePage' });

    act(() => eventBus.emit({ type: 'page:prefetch', path: '/movies' }));
    await waitFor(() => expect(loadedIds(remotes.calls)).toContain('catalog/MoviesPage'));
    // Let the load (module and theme) finish.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Movies' }));
    expect(screen.getByRole('heading', { name: 'catalog/MoviesPage' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it('not fetched ahead, shows the loading spinner until it arrives', async () => {
    const remotes = createFakeRemoteLoader();
    const { user } = renderApp('/', remotes.load);
    await screen.findByRole('heading', { name: 'catalog/HomePage' });

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Movies' }));
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'catalog/MoviesPage' })).toBeInTheDocument();
  });
});
