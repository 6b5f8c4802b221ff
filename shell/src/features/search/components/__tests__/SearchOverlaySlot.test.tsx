import { act, screen } from '@testing-library/react';
import { eventBus, type AppEvent } from '@reeltime/shared-lib';
import { createFakeRemoteLoader } from '../../../../testing/fakeRemoteLoader';
import { renderApp } from '../../../../testing/renderApp';

describe('search overlay slot', () => {
  it('the search icon emits search:open and mounts catalog/SearchOverlay until it emits search:close', async () => {
    const opened: AppEvent[] = [];
    const subscription = eventBus.on('search:open').subscribe((event) => opened.push(event));
    const remotes = createFakeRemoteLoader();
    const { user } = renderApp('/', remotes.load);
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    expect(screen.queryByRole('heading', { name: 'catalog/SearchOverlay' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search movies' }));
    expect(opened).toEqual([{ type: 'search:open' }]);
    expect(await screen.findByRole('heading', { name: 'catalog/SearchOverlay' })).toBeInTheDocument();

    act(() => eventBus.emit({ type: 'search:close' }));
    expect(screen.queryByRole('heading', { name: 'catalog/SearchOverlay' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'catalog/HomePage' })).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it('an unreachable catalog shows the unavailable panel in a closable dialog', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/terms-and-conditions', createFakeRemoteLoader(['catalog']).load);

    await user.click(screen.getByRole('button', { name: 'Search movies' }));
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  });
});
