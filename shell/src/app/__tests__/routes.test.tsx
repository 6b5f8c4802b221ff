import { screen, within } from '@testing-library/react';
import type { RouteObject } from '@reeltime/shared-lib';
import { FOOTER_COLUMNS } from '../../features/footer/footerLinks';
import { renderApp } from '../../testing/renderApp';
import { SITE_PAGES } from '../../testing/sitePages';
import { appRoutesFor } from '../routes';

/** Every page path of the router (`/admin/*`: the admin remote's own routes). */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === '*' ? (parent ? [`${parent}/*`] : []) : route.path ? [route.path] : [];
    return [...own, ...routerPaths(route.children ?? [], route.path && route.path !== '*' ? route.path : parent)];
  });
}

describe('routes', () => {
  it('has a page for every footer link', () => {
    const paths = routerPaths(appRoutesFor(SITE_PAGES));
    expect(paths).toEqual(expect.arrayContaining(['/', '/movies/:id', '/help', '/refund-policy', '/admin/*']));
    for (const link of FOOTER_COLUMNS.flatMap((column) => column.links)) expect(paths).toContain(link.to);
  });

  it.each([
    ['/', 'catalog/HomePage'],
    ['/movies', 'catalog/MoviesPage'],
    ['/movies/7', 'catalog/MovieDetailPage'],
    ['/movies/7/seat-selection', 'booking/SeatSelectionPage'],
    ['/cinemas/3', 'catalog/CinemaPage'],
    ['/payment', 'booking/PaymentPage'],
    ['/info', 'account/ProfilePage'],
    ['/my-bookings', 'account/MyBookingsPage'],
    ['/favorite', 'account/FavoritesPage'],
  ])('%s renders the remote page %s inside the site layout', async (route, page) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('navigates between remote pages with the header links', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'Movies' }));
    expect(await screen.findByRole('heading', { name: 'catalog/MoviesPage' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveClass('active');

    await user.click(within(nav).getByRole('link', { name: 'Favourite' }));
    expect(await screen.findByRole('heading', { name: 'account/FavoritesPage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorite');
  });

  it('starts each new page at the top, but leaves the first page where the browser put it', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Movies' }));
    await screen.findByRole('heading', { name: 'catalog/MoviesPage' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });

  it('shows the terms with every required topic (the page loads on demand)', async () => {
    renderApp('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByText(/consent and under the supervision of a parent or legal guardian/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Third-party services/ })).toBeInTheDocument();
  });

  it('shows the privacy policy with every required topic', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /We do not sell your data/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Cookies/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Third parties/ })).toBeInTheDocument();
    expect(screen.getByText(/aged 18 and over/)).toBeInTheDocument();
  });

  describe('404 page', () => {
    it('answers unknown paths with Page Not Found and ways out', async () => {
      renderApp('/no-such-page');
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/movies');
      const page = screen.getByRole('main');
      expect(within(page).getByRole('link', { name: 'support@reeltime.app' })).toHaveAttribute(
        'href',
        'mailto:support@reeltime.app',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
    });

    it('Go Back returns to the previous page', async () => {
      const { user, router } = renderApp(['/movies', '/no-such-page']);
      await user.click(await screen.findByRole('button', { name: 'Go Back' }));
      expect(await screen.findByRole('heading', { name: 'catalog/MoviesPage' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/movies');
    });
  });

  it('routes a page a remote declares at the path it declares, with no change to the shell', async () => {
    const withOffers = {
      ...SITE_PAGES,
      pages: [...SITE_PAGES.pages, { path: '/offers/:city', remote: 'catalog' as const, module: 'OffersPage' }],
    };
    renderApp('/offers/pune', undefined, withOffers);
    expect(await screen.findByRole('heading', { level: 1, name: 'catalog/OffersPage' })).toBeInTheDocument();
  });

  it('shows the unavailable panel, not Page Not Found, at a path of a remote whose pages are unknown', async () => {
    const withoutAccount = {
      pages: SITE_PAGES.pages.filter((page) => page.remote !== 'account'),
      unknown: ['account' as const],
    };
    renderApp('/my-bookings', undefined, withoutAccount);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/load the account section/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/scan'])(
    '%s renders the staff remote without the site header and footer',
    async (route) => {
      renderApp(route);
      expect(await screen.findByRole('heading', { name: 'admin/AdminApp' })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});
