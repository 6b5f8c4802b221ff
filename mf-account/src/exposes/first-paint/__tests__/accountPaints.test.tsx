import { render, screen } from '@testing-library/react';
import { http, delay } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import fs from 'node:fs';
import path from 'node:path';
import { paint as paintProfile } from '../profilePaint.cjs';
import { paint as paintMyBookings } from '../myBookingsPaint.cjs';
import { paint as paintFavorites } from '../favoritesPaint.cjs';
import { ProfilePage } from '../../../features/profile/components/ProfilePage';
import { MyBookingsPage } from '../../../features/bookings/components/MyBookingsPage';
import { FavoritesPage } from '../../../features/favorites/components/FavoritesPage';

setupApiServer();

/** What the remote declares of its pages (`src/exposes/pages.json`). */
const pages: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '../../pages.json'), 'utf8'));

/** Every answer the pages ask for stays pending: the pages stay as they start. */
function neverAnswer() {
  server.use(http.get(apiUrl('/api/*'), () => delay('infinite')));
}

/** The text a reader sees in `container`, heading by heading and line by line (what is visually hidden left out). */
function visibleText(container: HTMLElement): string[] {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.rt-visually-hidden').forEach((hidden) => hidden.remove());
  return [...copy.querySelectorAll('h1, h2, span, p')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean);
}

/** The paint's markup in a document, as the browser shows it before any script runs. */
const show = (body: string) => render(<div dangerouslySetInnerHTML={{ __html: body }} />);

const CUSTOMER = /@|Asha|Rao|\d|Not provided|Not specified|booking\(s\)|favourite movie/;

describe('the account pages’ first paints', () => {
  it('are declared for the three pages, each only for a browser holding a session', () => {
    expect(pages).toEqual({
      './ProfilePage': expect.objectContaining({
        firstPaint: {
          script: './first-paint/profilePaint.cjs',
          style: './first-paint/account.css',
          whenStored: 'JWT_TOKEN',
        },
      }),
      './MyBookingsPage': expect.objectContaining({
        firstPaint: {
          script: './first-paint/myBookingsPaint.cjs',
          style: './first-paint/account.css',
          whenStored: 'JWT_TOKEN',
        },
      }),
      './FavoritesPage': expect.objectContaining({
        firstPaint: {
          script: './first-paint/favoritesPaint.cjs',
          style: './first-paint/account.css',
          whenStored: 'JWT_TOKEN',
        },
      }),
    });
  });

  it('paints My Bookings’ heading over the four cards’ skeleton, nothing of a customer', () => {
    const { container } = show(paintMyBookings().body);

    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(container.querySelectorAll('.rt-fpa-card')).toHaveLength(4);
    expect(container).not.toHaveTextContent(CUSTOMER);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('paints Favourites’ heading over the grid’s ten cards’ skeleton, nothing of a customer', () => {
    const { container } = show(paintFavorites().body);

    expect(screen.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeInTheDocument();
    expect(container.querySelectorAll('.rt-fpa-grid > li')).toHaveLength(10);
    expect(container).not.toHaveTextContent(CUSTOMER);
  });

  it('paints the profile’s panels with their headings and empty fields, nothing of a customer', () => {
    const { container } = show(paintProfile().body);

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Personal details',
      'Show reminders',
    ]);
    expect(container.querySelectorAll('.rt-fpa-field-box')).toHaveLength(4);
    expect(container.querySelector('.rt-fpa-badge')).toBeEmptyDOMElement();
    expect(container).not.toHaveTextContent(CUSTOMER);
  });

  it.each([
    ['/info', paintProfile, ProfilePage],
    ['/my-bookings', paintMyBookings, MyBookingsPage],
    ['/favorite', paintFavorites, FavoritesPage],
  ])('%s paints the words its page starts with for a signed-in customer, in its order', (route, paint, Page) => {
    neverAnswer();
    logIn();
    const page = renderWithProviders(<Page />, { route });
    const started = visibleText(page.container);
    page.unmount();

    expect(started.length).toBeGreaterThan(0);
    expect(visibleText(show(paint().body).container)).toEqual(started);
  });
});
