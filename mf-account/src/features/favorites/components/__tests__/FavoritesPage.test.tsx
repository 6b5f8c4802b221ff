import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { eventBus, type AppEvent } from '@reeltime/shared-lib';
import { apiUrl, logIn, movieFixture, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { FavoritesPage } from '../FavoritesPage';

setupApiServer();

const favorites = [movieFixture({ title: 'Monsoon Heist' }), movieFixture({ title: 'The Last Train' })];

function serveFavorites(movies = favorites) {
  server.use(http.get(apiUrl('/api/user/favorites'), () => HttpResponse.json(movies)));
}

describe('FavoritesPage', () => {
  it('asks a logged-out visitor to log in and opens the login dialog', async () => {
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { user } = renderWithProviders(<FavoritesPage />);

    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login to View Favorites' }));

    expect(events).toContainEqual({ type: 'auth:open-modal', tab: 'login' });
    subscription.unsubscribe();
  });

  it('shows a spinner, then the count and a card per favourite', async () => {
    logIn();
    server.use(
      http.get(apiUrl('/api/user/favorites'), async () => {
        await delay(50);
        return HttpResponse.json(favorites);
      }),
    );
    renderWithProviders(<FavoritesPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your favourites...');
    expect(await screen.findByText('You have 2 favourite movie(s)')).toBeInTheDocument();
    expect(screen.getAllByTestId('movie-card')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Monsoon Heist' })).toBeInTheDocument();
  });

  it('shows the load error and recovers with Try Again', async () => {
    logIn();
    let calls = 0;
    server.use(
      http.get(apiUrl('/api/user/favorites'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Internal', message: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json(favorites);
      }),
    );
    const { user } = renderWithProviders(<FavoritesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('You have 2 favourite movie(s)')).toBeInTheDocument();
  });

  it('falls back to the default message when the server sends none', async () => {
    logIn();
    server.use(http.get(apiUrl('/api/user/favorites'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<FavoritesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch favorites');
  });

  it('shows the empty state with a way to browse movies', async () => {
    logIn();
    serveFavorites([]);
    const { user } = renderWithProviders(<FavoritesPage />, { route: '/favorite' });

    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Movies' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/movies');
  });

  it('refreshes the list from the server', async () => {
    logIn();
    serveFavorites([favorites[0]]);
    const { user } = renderWithProviders(<FavoritesPage />);
    expect(await screen.findByText('You have 1 favourite movie(s)')).toBeInTheDocument();

    serveFavorites(favorites);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('You have 2 favourite movie(s)')).toBeInTheDocument();
  });

  it('removes all favourites after confirmation, showing "Removing..." meanwhile', async () => {
    logIn();
    serveFavorites();
    let deleted = false;
    server.use(
      http.delete(apiUrl('/api/user/favorites/deleteall'), async () => {
        await delay(100);
        deleted = true;
        return HttpResponse.json({ message: 'All favourites removed' });
      }),
    );
    const { user } = renderWithProviders(<FavoritesPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove all' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, remove all' }));

    expect((await screen.findByText('Removing...')).closest('button')).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('keeps the list when removing all fails', async () => {
    logIn();
    serveFavorites();
    server.use(http.delete(apiUrl('/api/user/favorites/deleteall'), () => new HttpResponse(null, { status: 500 })));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<FavoritesPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove all' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, remove all' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove all' })).toBeEnabled());
    expect(screen.getAllByTestId('movie-card')).toHaveLength(2);
    consoleError.mockRestore();
  });

  it('drops a card when its heart is toggled off', async () => {
    logIn();
    serveFavorites();
    server.use(http.delete(apiUrl('/api/user/favorites/:id'), () => HttpResponse.json({ message: 'Removed' })));
    const { user } = renderWithProviders(<FavoritesPage />);

    await user.click(await screen.findByRole('button', { name: 'Remove Monsoon Heist from favourites' }));

    expect(await screen.findByText('You have 1 favourite movie(s)')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Monsoon Heist' })).not.toBeInTheDocument();
  });
});
