import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { authStore, eventBus, setToken, TOKEN_STORAGE_KEY, type AppEvent } from '@reeltime/shared-lib';
import { apiUrl } from '@reeltime/shared-lib/testing';
import { renderApp } from '../../../../testing/renderApp';
import { server } from '../../../../testing/server';
import { createFakeRemoteLoader } from '../../../../testing/fakeRemoteLoader';

function profileReturns(username: string) {
  server.use(
    http.get(apiUrl('/api/user/profile'), () =>
      HttpResponse.json({ username, email: 'asha@example.com', phone: '', gender: '' }),
    ),
  );
}

function logIn() {
  act(() => setToken('token-123'));
}

describe('header', () => {
  it('shows the two-part wordmark linking home and the four site links', async () => {
    renderApp('/movies');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'ReelTime home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Movies', '/movies'],
      ['Bookings', '/my-bookings'],
      ['Favourite', '/favorite'],
    ]);
    expect(await screen.findByRole('heading', { name: 'catalog/MoviesPage' })).toBeInTheDocument();
  });

  it('logged out: Login/Signup opens the auth modal', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Login/Signup' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('starts fetching search as the pointer comes over its button, and a failed fetch leaves the tap to open it', async () => {
    const remotes = createFakeRemoteLoader(['catalog']);
    const { user } = renderApp('/movies', remotes.load);
    const search = within(screen.getByRole('banner')).getByRole('button', { name: 'Search movies' });
    const searchLoads = () => remotes.calls.filter((call) => call.id === 'catalog/SearchOverlay');
    expect(searchLoads()).toEqual([]);

    await user.hover(search);
    expect(searchLoads()).toEqual([{ id: 'catalog/SearchOverlay', options: { retry: false } }]);

    remotes.bringUp('catalog');
    await user.click(search);
    expect(await screen.findByRole('heading', { name: 'catalog/SearchOverlay' })).toBeInTheDocument();
  });

  it('logged in: shows "Loading user..." then "Hi, {name}" from the profile', async () => {
    server.use(
      http.get(apiUrl('/api/user/profile'), async () => {
        await delay(50);
        return HttpResponse.json({ username: 'Asha', email: 'asha@example.com', phone: '', gender: '' });
      }),
    );
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-123');
    logIn();
    renderApp('/');
    expect(screen.getByText('Loading user...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    expect(await screen.findByRole('button', { name: 'Hi, Asha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login/Signup' })).not.toBeInTheDocument();
  });

  it('offers "Retry Load User" when the name cannot be loaded, and retrying recovers', async () => {
    server.use(http.get(apiUrl('/api/user/profile'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    logIn();
    const { user } = renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Retry Load User' });
    expect(await screen.findByText('Failed to fetch username')).toBeInTheDocument();

    profileReturns('Asha');
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Hi, Asha' })).toBeInTheDocument();
  });

  it('the greeting opens a menu with Your Profile (/info) and Logout', async () => {
    profileReturns('Asha');
    logIn();
    const { user, router } = renderApp('/movies');
    await user.click(await screen.findByRole('button', { name: 'Hi, Asha' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Your Profile' }));
    expect(await screen.findByRole('heading', { name: 'account/ProfilePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/info');
  });

  it('Logout clears the session, says so and goes home', async () => {
    profileReturns('Asha');
    logIn();
    const loggedOut: AppEvent[] = [];
    const subscription = eventBus.on('auth:logged-out').subscribe((event) => loggedOut.push(event));
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/my-bookings');

    await user.click(await screen.findByRole('button', { name: 'Hi, Asha' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'catalog/HomePage' })).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(loggedOut).toHaveLength(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login/Signup' })).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it('gets a solid blurred background once the page is scrolled past 20 px', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('the mobile menu lists the site links and closes on navigation', async () => {
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(drawer).getByRole('link', { name: 'Bookings' }));
    expect(router.state.location.pathname).toBe('/my-bookings');
    expect(await screen.findByRole('heading', { name: 'account/MyBookingsPage' })).toBeInTheDocument();
  });
});

describe('header menus by keyboard', () => {
  it('the greeting menu opens on Enter with focus on Your Profile, arrows move, Escape closes back to the button', async () => {
    profileReturns('Asha');
    logIn();
    const { user } = renderApp('/movies');
    const greeting = await screen.findByRole('button', { name: 'Hi, Asha' });
    greeting.focus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Your Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(greeting).toHaveFocus();
  });

  it('the mobile menu offers Login/Signup and closes on Escape', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'ReelTime home' })).toHaveFocus();

    await user.click(drawer.getByRole('button', { name: 'Login/Signup' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('Escape closes the mobile menu', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
