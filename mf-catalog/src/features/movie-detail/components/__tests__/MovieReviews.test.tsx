import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventBus, type AppEvent } from '@reeltime/shared-lib';
import { apiUrl, logIn, movieFixture, renderWithProviders } from '@reeltime/shared-lib/testing';
import { server, setupApiMocks } from '../../../../testing/server';
import { MovieReviews } from '../MovieReviews';
import type { PublicReview } from '../../api/movieReviews';

setupApiMocks();

const movie = movieFixture({ id: 7, title: 'Monsoon Express', rating: { average: 4.3, count: 1204 } });

const review = (id: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  rating: 4,
  text: `Review ${id}`,
  author: `Viewer ${id}.`,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const LONG_WORD = 'x'.repeat(600);

function reviewPages() {
  const cursors: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/movies/7/reviews'), ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      cursors.push(cursor);
      return HttpResponse.json(
        cursor === 'page-2'
          ? { rating: movie.rating, items: [review(3, { text: null, rating: 2 })], nextCursor: null }
          : {
              rating: movie.rating,
              items: [review(5, { text: `<b>Not bold</b>\nSecond line ${LONG_WORD}` }), review(4)],
              nextCursor: 'page-2',
            },
      );
    }),
  );
  return cursors;
}

describe('MovieReviews', () => {
  it('shows the verified average and count, reviews newest first as plain text, and more on "Show more"', async () => {
    const cursors = reviewPages();
    const { user } = renderWithProviders(<MovieReviews movie={movie} />);

    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('4.3 ★ · 1,204 verified')).toBeInTheDocument();
    const list = await within(section).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Viewer 5.');
    expect(within(items[0]).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('<b>Not bold</b>');
    expect(items[0].querySelector('b')).toBeNull();
    expect(within(items[0]).getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Viewer 3.');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
  });

  it('says when a film has no ratings yet, without asking the API', () => {
    renderWithProviders(<MovieReviews movie={{ ...movie, rating: null }} />);
    expect(screen.getByText(/No ratings yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before reporting, and sends a logged-in customer’s reason once', async () => {
    reviewPages();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const reports: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/reviews/4/report'), async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json(
          { message: 'Thank you for telling us. Our team will look at this review.' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderWithProviders(<MovieReviews movie={movie} />);
    const reportButton = await screen.findByRole('button', { name: 'Report review by Viewer 4.' });

    await user.click(reportButton);
    expect(events).toContainEqual(expect.objectContaining({ type: 'auth:open-modal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    logIn();
    await user.click(reportButton);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose why you are reporting this review.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'It gives away the story (spoilers)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reports).toEqual([{ reason: 'spoilers' }]);
    expect(events).toContainEqual({
      type: 'toast:show',
      variant: 'success',
      message: 'Thank you for telling us. Our team will look at this review.',
    });
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
    subscription.unsubscribe();
    // The report dialog is fetched on first use: allow for a slow machine.
  }, 20_000);
});
