import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventBus, type AppEvent } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { bookingFixture } from '../../../../testing/fixtures';
import { RateFilm } from '../RateFilm';

setupApiServer();

const seen = bookingFixture({
  id: 41,
  movie: { id: 7, title: 'Monsoon Express', thumbnail: '' },
  showDateTime: '2026-01-10T18:30:00+05:30',
  upcoming: false,
  status: 'CONFIRMED',
});

function serveMyReviews(items: unknown[]) {
  server.use(http.get(apiUrl('/api/user/reviews'), () => HttpResponse.json({ items })));
}

describe('RateFilm', () => {
  it('rates an admitted booking with stars chosen by keyboard and a short review, then shows the rating given', async () => {
    logIn();
    serveMyReviews([{ bookingId: 41, movieId: 7, canReview: true, review: null }]);
    const posted: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/bookings/41/review'), async ({ request }) => {
        const body = (await request.json()) as { rating: number; text: string | null };
        posted.push(body);
        return HttpResponse.json(
          {
            id: 9,
            bookingId: 41,
            movieId: 7,
            rating: body.rating,
            text: body.text,
            createdAt: '2026-01-10T22:00:00.000Z',
            hidden: false,
          },
          { status: 201 },
        );
      }),
    );
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { user } = renderWithProviders(<RateFilm booking={seen} />);

    await user.click(await screen.findByRole('button', { name: 'Rate this film' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Monsoon Express' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please choose from 1 to 5 stars.')).toBeInTheDocument();

    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    await user.click(within(group).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group).getByText('Good')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Your review (optional)' }), 'Great songs');
    expect(within(dialog).getByText('11 / 1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ rating: 4, text: 'Great songs' }]);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this film' })).not.toBeInTheDocument();
    expect(events).toContainEqual({
      type: 'toast:show',
      variant: 'success',
      message: 'Thank you for rating Monsoon Express!',
    });
    subscription.unsubscribe();
  }, 20_000);

  it('shows the API’s reason when the rating is refused, and blocks a review over 1,000 characters', async () => {
    logIn();
    serveMyReviews([{ bookingId: 41, movieId: 7, canReview: true, review: null }]);
    server.use(
      http.post(apiUrl('/api/bookings/41/review'), () =>
        HttpResponse.json(
          { error: 'Conflict', message: 'You have already rated this film for this booking.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<RateFilm booking={seen} />);
    await user.click(await screen.findByRole('button', { name: 'Rate this film' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Monsoon Express' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    const box = within(dialog).getByRole('textbox', { name: 'Your review (optional)' });
    await user.click(box);
    await user.paste('a'.repeat(1001));
    expect(within(dialog).getByText('1,001 / 1,000 characters: please shorten your review')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.keyboard('{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('You have already rated this film for this booking.')).toBeInTheDocument();
  }, 20_000);

  it('offers the rating for a ticket admitted hours before its show, when the cinema opens its doors early', async () => {
    logIn();
    serveMyReviews([{ bookingId: 41, movieId: 7, canReview: true, review: null }]);
    const inFiveHours = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const admittedEarly = { ...seen, showDateTime: inFiveHours, upcoming: true, admittedAt: new Date().toISOString() };
    renderWithProviders(<RateFilm booking={admittedEarly} />);
    expect(await screen.findByRole('button', { name: 'Rate this film' })).toBeInTheDocument();
  });

  it('offers nothing for a booking still ahead or cancelled, and nothing the API does not list', async () => {
    logIn();
    serveMyReviews([]);
    const ahead = { ...seen, showDateTime: new Date(Date.now() + 30 * 60_000).toISOString(), upcoming: true };
    const { unmount } = renderWithProviders(<RateFilm booking={ahead} />);
    expect(screen.queryByRole('button', { name: 'Rate this film' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<RateFilm booking={{ ...seen, status: 'CANCELLED' }} />);
    expect(screen.queryByRole('button', { name: 'Rate this film' })).not.toBeInTheDocument();
  });
});
