import { act, screen, waitFor } from '@testing-library/react';
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
