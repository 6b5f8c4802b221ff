import { screen, within } from '@testing-library/react';
import { createFakeRemoteLoader } from '../../../../testing/fakeRemoteLoader';
import { renderApp } from '../../../../testing/renderApp';
import type { LoadRemoteModule } from '../../api/remoteModules';

describe('a remote that cannot be loaded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the unavailable panel while the header and footer keep working', async () => {
    const remotes = createFakeRemoteLoader(['account']);
    const { user } = renderApp('/favorite', remotes.load);

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'catalog/HomePage' })).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
  });

  it('Retry loads the remote again (a new lazy import) and shows the page once it is back', async () => {
    const remotes = createFakeRemoteLoader(['account']);
    const { user } = renderApp('/my-bookings', remotes.load);
    await screen.findByText('This section is temporarily unavailable');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();

    remotes.bringUp('account');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'account/MyBookingsPage' })).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();

    const attempts = remotes.calls.filter((call) => call.id === 'account/MyBookingsPage');
    expect(attempts.map((call) => call.options.retry)).toEqual([false, true, true]);
  });

  it('keeps a remote page that crashes while rendering inside its panel', async () => {
    const crashing: LoadRemoteModule = async () => ({
      default: () => {
        throw new Error('boom');
      },
    });
    renderApp('/info', crashing);
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
