import { screen, within } from '@testing-library/react';
import { elementsNamedWithoutRole } from '@reeltime/shared-lib/testing';
import { renderApp } from '../../../../testing/renderApp';

function linksIn(name: string) {
  const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer', () => {
  it('has quick links, legal links and the placeholder pages', () => {
    renderApp('/terms-and-conditions');
    expect(linksIn('Quick Links')).toEqual([
      ['All Movies', '/movies'],
      ['My Bookings', '/my-bookings'],
      ['Favourites', '/favorite'],
    ]);
    expect(linksIn('Legal')).toEqual([
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    expect(linksIn('Help').map(([label]) => label)).toEqual(['Help Center', 'Refund Policy', 'Payment Options', 'FAQ']);
    expect(linksIn('Company').map(([label]) => label)).toEqual(['Site Map', 'Careers', 'Press']);
  });

  it('shows contact details, app store badges, payment marks and the copyright year', () => {
    renderApp('/privacy-policy');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'support@reeltime.app' })).toHaveAttribute(
      'href',
      'mailto:support@reeltime.app',
    );
    expect(footer.getByRole('img', { name: /App Store/ })).toBeInTheDocument();
    expect(footer.getByRole('img', { name: /Google Play/ })).toBeInTheDocument();
    const marks = within(footer.getByRole('list', { name: 'Accepted payment methods' }));
    expect(marks.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VISA', 'MC', 'UPI', 'GPay']);
    expect(elementsNamedWithoutRole()).toEqual([]);
    expect(footer.getByText(`© ${new Date().getFullYear()} ReelTime. All rights reserved.`)).toBeInTheDocument();
  });

  it('a footer link navigates inside the site', async () => {
    const { user, router } = renderApp('/terms-and-conditions');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
