import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../testing/fixtures';
import AdminApp from '../../../exposes/AdminApp';
import type { AdminReview } from '../api/reviews';

setupApiServer();

const ME = apiUrl('/api/admin/me');

const review = (id: number, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id,
  rating: 1,
  text: 'Spoiler: the butler did it',
  createdAt: '2026-11-25T10:00:00.000Z',
  movie: { id: 7, title: 'Monsoon Express' },
  cinema: { id: 1, name: 'Aurora Cinemas' },
  bookingId: 40 + id,
  bookingReference: 'RT-7K3P9Q',
  author: { id: 9, name: 'Ravi Menon', email: 'ravi@example.com', shownAs: 'Ravi M.' },
  reportCount: 2,
  reportReasons: ['spoilers'],
  lastReportedAt: '2026-11-25T11:00:00.000Z',
  hiddenAt: null,
  hiddenBy: null,
  hideReason: null,
  ...overrides,
});

describe('Reviews page', () => {
  it('lists reported reviews first, filters, hides one with a reason and shows it again', async () => {
    const queries: string[] = [];
    const hides: unknown[] = [];
    server.use(
      http.get(ME, () =>
        HttpResponse.json(
          staffFixture({ role: 'manager', allCinemas: false, cinemas: [{ id: 1, name: 'Aurora Cinemas' }] }),
        ),
      ),
      http.get(apiUrl('/api/admin/reviews'), ({ request }) => {
        queries.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({
          items: [review(3), review(2, { reportCount: 0, reportReasons: [], text: null, rating: 5 })],
          page: 1,
          pageSize: 20,
          total: 2,
        });
      }),
      http.post(apiUrl('/api/admin/reviews/3/hide'), async ({ request }) => {
        hides.push(await request.json());
        return HttpResponse.json(
          review(3, {
            hiddenAt: '2026-11-25T12:00:00.000Z',
            hiddenBy: { id: 4, name: 'Mumbai Manager' },
            hideReason: 'Gives away the ending',
          }),
        );
      }),
      http.post(apiUrl('/api/admin/reviews/3/unhide'), () => HttpResponse.json(review(3))),
    );
    logIn();
    const { user } = renderWithProviders(<AdminApp />, { route: '/admin/reviews', path: '/admin/*' });

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Reported 2 times')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Reasons given: Spoilers')).toBeInTheDocument();
    expect(within(cards[1]).getByText('No text: stars only.')).toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('button', { name: 'Hide the review by Ravi M. of Monsoon Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Please say why, in 3 to 300 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Gives away the ending');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hides).toEqual([{ reason: 'Gives away the ending' }]);
    const hiddenCard = screen.getAllByRole('article')[0];
    expect(within(hiddenCard).getByText(/by Mumbai Manager: Gives away the ending/)).toBeInTheDocument();

    await user.click(within(hiddenCard).getByRole('button', { name: /^Show again/ }));
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[0]).getByRole('button', { name: /^Hide/ })).toBeInTheDocument(),
    );

    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), 'butler');
    await user.click(screen.getByRole('checkbox', { name: 'Reported only' }));
    await user.selectOptions(screen.getByLabelText(/^Status/), 'visible');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries).toEqual(['page=1&pageSize=20', 'page=1&pageSize=20&q=butler&reported=true&status=visible']);
  }, 30_000);

  it('tells door staff the page is for managers and admins, without asking the API', async () => {
    server.use(http.get(ME, () => HttpResponse.json(staffFixture())));
    logIn();
    renderWithProviders(<AdminApp />, { route: '/admin/reviews', path: '/admin/*' });
    expect(await screen.findByText('This page is for managers and admins.')).toBeInTheDocument();
  });
});
