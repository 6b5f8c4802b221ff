import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, elementsNamedWithoutRole } from '@reeltime/shared-lib/testing';
import { renderApp } from '../../../../testing/renderApp';
import { server } from '../../../../testing/server';

const POLICY = {
  refundWithin: '5–7 days',
  cinemas: [
    {
      id: 4,
      name: 'Aurora Cinemas',
      city: 'Mumbai',
      cutoffMinutes: 120,
      refundPercent: 80,
      summary: 'Cancel up to 2 hours before the show for 80% of the ticket price back.',
    },
    {
      id: 9,
      name: 'Harbour Lights Cinema',
      city: 'Mumbai',
      cutoffMinutes: 0,
      refundPercent: 100,
      summary: 'Cancel until the show starts for a full refund of the ticket price.',
    },
    {
      id: 2,
      name: 'Lakeview Screens',
      city: 'Pune',
      cutoffMinutes: 30,
      refundPercent: 0,
      summary: 'Tickets are not refunded if you cancel.',
    },
  ],
};

function serveSiteData() {
  server.use(
    http.get(apiUrl('/api/refund-policy'), () => HttpResponse.json(POLICY)),
    http.get(apiUrl('/movies'), () =>
      HttpResponse.json([
        {
          id: 7,
          title: 'Monsoon Express',
          description: '',
          thumbnail: '',
          trailer: null,
          duration: 120,
          certification: null,
          language: 'Hindi',
          genre: 'Drama',
          releaseDate: '2026-11-01',
        },
        {
          id: 3,
          title: 'Arctic Line',
          description: '',
          thumbnail: '',
          trailer: null,
          duration: 100,
          certification: null,
          language: 'English',
          genre: 'Thriller',
          releaseDate: '2026-10-01',
        },
      ]),
    ),
  );
}

describe('the footer pages', () => {
  it('Refund Policy lists each cinema’s policy from the API, linked to its page', async () => {
    serveSiteData();
    renderApp('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Mumbai', '2 hours before', '80% of the ticket price'],
      ['Mumbai', 'Until the show starts', '100% of the ticket price'],
      ['Pune', 'No refunds', '0% of the ticket price'],
    ]);
    expect(within(table).getByRole('link', { name: 'Aurora Cinemas' })).toHaveAttribute('href', '/cinemas/4');
    expect(screen.getByText(/Refunds reach your card within 5–7 days/)).toBeInTheDocument();
    // The table scrolls sideways on a phone: a named region a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Cinema policies table' })).toContainElement(table);
    expect(elementsNamedWithoutRole()).toEqual([]);
  });

  it('Site Map lists the pages, every movie and every cinema by city', async () => {
    serveSiteData();
    renderApp('/sitemap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Map' })).toBeInTheDocument();
    const movies = screen.getByRole('region', { name: 'Movies' });
    expect(
      (await within(movies).findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Arctic Line', '/movies/3'],
      ['Monsoon Express', '/movies/7'],
    ]);
    const cinemas = screen.getByRole('region', { name: 'Cinemas' });
    expect(await within(cinemas).findByRole('heading', { level: 3, name: 'Pune' })).toBeInTheDocument();
    expect(within(cinemas).getByRole('link', { name: 'Harbour Lights Cinema' })).toHaveAttribute('href', '/cinemas/9');
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  });

  it.each([
    ['/help', 'Help Center', /Cancel from My Bookings/],
    ['/faq', 'Frequently Asked Questions', /Within 5–7 days of the cancellation/],
    ['/payment-options', 'Payment Options', /UPI and wallet payments are not currently available/],
    ['/careers', 'Careers', /careers@reeltime\.app/],
    ['/press', 'Press', /press@reeltime\.app/],
  ])('%s is a real page: %s', async (route, title, text) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });
});
