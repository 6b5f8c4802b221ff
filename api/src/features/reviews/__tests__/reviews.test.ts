import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser, type TestUser } from '../../../testing/fixtures.js';
import type { UserRole } from '../../../db/schema.js';

const MINUTE = 60_000;

async function account(api: TestApi, role: UserRole, cinemaIds: number[] = []): Promise<TestUser> {
  const user = await registerUser(api);
  const { id } = await api.app.db
    .updateTable('users')
    .set({ role })
    .where('email', '=', user.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cinemaIds.length > 0)
    await api.app.db
      .insertInto('user_cinemas')
      .values(cinemaIds.map((theater_id) => ({ user_id: id, theater_id })))
      .execute();
  return user;
}

async function showOf(api: TestApi, showId: number) {
  return api.app.db
    .selectFrom('shows')
    .select(['movie_id', 'theater_id'])
    .where('id', '=', showId)
    .executeTakeFirstOrThrow();
}

/** A show ahead at another cinema than `theaterId` but of the same movie when one is found. */
async function showElsewhere(api: TestApi, theaterId: number): Promise<number> {
  for (;;) {
    const slotId = await freshSlot(api);
    if ((await showOf(api, slotId)).theater_id !== theaterId) return slotId;
  }
}

/** Moves a show so that it ended `minutes` ago. */
async function endShow(api: TestApi, showId: number, minutes = 5): Promise<void> {
  const endsAt = new Date(api.clock.now().getTime() - minutes * MINUTE);
  await api.app.db
    .updateTable('shows')
    .set({ starts_at: new Date(endsAt.getTime() - 120 * MINUTE), ends_at: endsAt })
    .where('id', '=', showId)
    .execute();
}

const admit = (api: TestApi, bookingId: number) =>
  api.app.db.updateTable('bookings').set({ used_at: api.clock.now() }).where('id', '=', bookingId).execute();

async function ratingInDatabase(api: TestApi, movieId: number) {
  return api.app.db
    .selectFrom('movies')
    .select(['rating_count', 'rating_total'])
    .where('id', '=', movieId)
    .executeTakeFirstOrThrow();
}

const review = (api: TestApi, token: string, bookingId: number, body: unknown) =>
  api.post(`/api/bookings/${bookingId}/review`, body, { token });

describeEachDatabase('verified reviews API', (api) => {
  test('a booking is rated once, only after admission or once its show ended; the film’s average and count follow at once', async () => {
    const customer = await registerUser(api(), { username: 'Priya Sharma' });
    const other = await registerUser(api());
    const showId = await freshSlot(api());
    const { movie_id: movieId } = await showOf(api(), showId);
    const upcoming = await book(api(), customer.token, showId, ['E1']);
    const admitted = await book(api(), customer.token, await freshSlot(api()), ['E2']);
    const endedShow = await freshSlot(api());
    const ended = await book(api(), customer.token, endedShow, ['E3']);
    const cancelled = await book(api(), customer.token, await freshSlot(api()), ['E4']);
    assert.equal((await api().delete(`/api/user/bookings/${cancelled.id}`, { token: customer.token })).status, 200);
    await api().get(`/movies/${movieId}`);

    const before = (await api().get('/api/user/reviews', { token: customer.token })).json();
    assert.deepEqual(before.items, [], 'nothing to rate before a show');
    const notYet = await review(api(), customer.token, upcoming.id, { rating: 4 });
    assert.deepEqual(
      [notYet.status, notYet.json().message],
      [403, 'You can rate this film once your ticket has been admitted at the cinema or the show has ended.'],
    );
    const refusedCancelled = await review(api(), customer.token, cancelled.id, { rating: 4 });
    assert.deepEqual(
      [refusedCancelled.status, refusedCancelled.json().message],
      [403, 'A cancelled booking cannot be rated.'],
    );
    const notOwn = await review(api(), other.token, upcoming.id, { rating: 4 });
    assert.deepEqual([notOwn.status, notOwn.json().message], [404, 'Booking not found.']);
    assert.equal((await review(api(), customer.token, upcoming.id, { rating: 4 })).status, 403);
    assert.equal((await api().post(`/api/bookings/${upcoming.id}/review`, { rating: 4 })).status, 401);

    const start = await ratingInDatabase(api(), movieId);
    await admit(api(), upcoming.id);
    const rated = await review(api(), customer.token, upcoming.id, {
      rating: 4,
      text: '  Loved   the\r\nsongs.\u202E\u0007  <b>Bold</b>\n\n\n\nReally. ',
    });
    assert.equal(rated.status, 201, rated.body);
    assert.deepEqual(
      [rated.json().rating, rated.json().text, rated.json().bookingId, rated.json().movieId, rated.json().hidden],
      [4, 'Loved the\nsongs. <b>Bold</b>\n\nReally.', upcoming.id, movieId, false],
    );
    const again = await review(api(), customer.token, upcoming.id, { rating: 5 });
    assert.deepEqual([again.status, again.json().message], [409, 'You have already rated this film for this booking.']);

    const detail = (await api().get(`/movies/${movieId}`)).json();
    const expectedCount = start.rating_count + 1;
    const expectedAverage = Math.round(((start.rating_total + 4) / expectedCount) * 10) / 10;
    assert.deepEqual(
      detail.rating,
      { average: expectedAverage, count: expectedCount },
      'the cached detail was dropped',
    );
    const listed = (await api().get('/movies')).json().find((movie: { id: number }) => movie.id === movieId);
    assert.deepEqual(listed.rating, { average: expectedAverage, count: expectedCount });

    await admit(api(), admitted.id);
    await endShow(api(), endedShow);
    const mine = (await api().get('/api/user/reviews', { token: customer.token })).json();
    const byBooking = new Map(mine.items.map((item: { bookingId: number }) => [item.bookingId, item]));
    assert.deepEqual(
      [...byBooking.keys()].sort(),
      [upcoming.id, admitted.id, ended.id].sort(),
      'rated, admitted and ended bookings; never the cancelled one',
    );
    assert.equal((byBooking.get(upcoming.id) as { canReview: boolean }).canReview, false);
    assert.equal((byBooking.get(upcoming.id) as { review: { rating: number } }).review.rating, 4);
    assert.equal((byBooking.get(ended.id) as { canReview: boolean }).canReview, true);
    assert.equal(
      (await review(api(), customer.token, ended.id, { rating: 2, text: null })).status,
      201,
      'a show that ended can be rated',
    );
    assert.equal(
      (await review(api(), customer.token, admitted.id, { rating: 5, text: '   ' })).json().text,
      null,
      'blank text is no text',
    );
  });

  test('reviews are listed newest first with the author’s first name and initial, paged; a review is reported once, never one’s own', async () => {
    const showId = await freshSlot(api());
    const { movie_id: movieId } = await showOf(api(), showId);
    const seats = ['F1', 'F2', 'F3'];
    const authors = [];
    for (const [index, seat] of seats.entries()) {
      const author = await registerUser(api(), { username: `Asha ${['Kumar', 'Rao', 'Iyer'][index]}` });
      const booking = await book(api(), author.token, showId, [seat]);
      authors.push({ author, booking });
    }
    await endShow(api(), showId);
    for (const [index, { author, booking }] of authors.entries()) {
      api().clock.advance(1000);
      assert.equal(
        (await review(api(), author.token, booking.id, { rating: index + 3, text: `Review number ${index}` })).status,
        201,
      );
    }
    const first = (await api().get(`/movies/${movieId}/reviews`, { query: { limit: '2' } })).json();
    assert.deepEqual(
      first.items.map((item: { text: string }) => item.text),
      ['Review number 2', 'Review number 1'],
    );
    assert.deepEqual(
      first.items.map((item: { author: string }) => item.author),
      ['Asha I.', 'Asha R.'],
    );
    assert.ok(first.nextCursor);
    assert.ok(first.rating.count >= 3);
    const second = (
      await api().get(`/movies/${movieId}/reviews`, { query: { limit: '2', cursor: first.nextCursor } })
    ).json();
    assert.equal(second.items[0].text, 'Review number 0');
    assert.ok(
      !second.items.some((item: { id: number }) => first.items.some((seen: { id: number }) => seen.id === item.id)),
      'no review twice',
    );

    const target = first.items[0].id;
    const reporter = await registerUser(api());
    const own = await api().post(
      `/api/reviews/${target}/report`,
      { reason: 'spam' },
      { token: authors[2].author.token },
    );
    assert.deepEqual([own.status, own.json().message], [403, 'You cannot report your own review.']);
    const reported = await api().post(
      `/api/reviews/${target}/report`,
      { reason: 'spoilers' },
      { token: reporter.token },
    );
    assert.equal(reported.status, 201);
    const twice = await api().post(`/api/reviews/${target}/report`, { reason: 'spam' }, { token: reporter.token });
    assert.equal(twice.status, 409);
    assert.equal((await api().post(`/api/reviews/${target}/report`, { reason: 'spam' })).status, 401);
    assert.equal(
      (await api().post('/api/reviews/2000000000/report', { reason: 'spam' }, { token: reporter.token })).status,
      404,
    );
    assert.equal((await api().get('/movies/2000000000/reviews')).status, 404);
  });

  test('managers and admins hide and show reviews of their cinemas’ audiences, audited; hidden ones leave the lists and the average', async () => {
    const showId = await freshSlot(api());
    const { movie_id: movieId, theater_id: cinema } = await showOf(api(), showId);
    const elsewhere = await showElsewhere(api(), cinema);
    const author = await registerUser(api(), { username: 'Ravi Menon' });
    const booking = await book(api(), author.token, showId, ['G1']);
    const otherBooking = await book(api(), author.token, elsewhere, ['G2']);
    await admit(api(), booking.id);
    await admit(api(), otherBooking.id);
    const written = (
      await review(api(), author.token, booking.id, { rating: 1, text: 'Spoiler: the butler did it' })
    ).json();
    const otherReview = (await review(api(), author.token, otherBooking.id, { rating: 5 })).json();
    const reporter = await registerUser(api());
    await api().post(`/api/reviews/${written.id}/report`, { reason: 'spoilers' }, { token: reporter.token });

    const [admin, manager, otherManager, staff] = [
      await account(api(), 'admin'),
      await account(api(), 'manager', [cinema]),
      await account(api(), 'manager', [(await showOf(api(), elsewhere)).theater_id]),
      await account(api(), 'staff', [cinema]),
    ];
    const list = (token: string, query: Record<string, string> = {}) =>
      api().get('/api/admin/reviews', { token, query });
    const managerList = (await list(manager.token, { q: 'ravi menon' })).json();
    assert.deepEqual(
      managerList.items.map((item: { id: number }) => item.id),
      [written.id],
      'only the own cinema’s audience',
    );
    assert.deepEqual(
      [managerList.items[0].reportCount, managerList.items[0].reportReasons, managerList.items[0].author.shownAs],
      [1, ['spoilers'], 'Ravi M.'],
    );
    const adminList = (await list(admin.token, { reported: 'true' })).json();
    assert.equal(adminList.items[0].reportCount >= 1, true, 'reported reviews first');
    assert.ok(adminList.items.some((item: { id: number }) => item.id === written.id));
    assert.ok(
      !adminList.items.some((item: { id: number }) => item.id === otherReview.id),
      'reported=true leaves unreported out',
    );

    const refused: [TestUser | undefined, string, number][] = [
      [undefined, `/api/admin/reviews/${written.id}/hide`, 401],
      [author, `/api/admin/reviews/${written.id}/hide`, 403],
      [staff, `/api/admin/reviews/${written.id}/hide`, 403],
      [otherManager, `/api/admin/reviews/${written.id}/hide`, 404],
      [manager, `/api/admin/reviews/${otherReview.id}/hide`, 404],
    ];
    for (const [user, url, status] of refused) {
      assert.equal(
        (await api().post(url, { reason: 'Spoils the ending' }, { token: user?.token })).status,
        status,
        `${user?.email} ${url}`,
      );
    }
    assert.equal((await list(staff.token)).status, 403);

    const before = await ratingInDatabase(api(), movieId);
    const hidden = await api().post(
      `/api/admin/reviews/${written.id}/hide`,
      { reason: '  Spoils   the ending ' },
      { token: manager.token },
    );
    assert.equal(hidden.status, 200, hidden.body);
    assert.deepEqual(
      [hidden.json().hideReason, typeof hidden.json().hiddenAt, hidden.json().hiddenBy.name],
      ['Spoils the ending', 'string', manager.username],
    );
    assert.equal(
      (await api().post(`/api/admin/reviews/${written.id}/hide`, { reason: 'Again' }, { token: admin.token })).status,
      409,
    );
    const after = await ratingInDatabase(api(), movieId);
    assert.deepEqual(
      [after.rating_count, after.rating_total],
      [before.rating_count - 1, before.rating_total - 1],
      'left out of the average',
    );
    const publicList = (await api().get(`/movies/${movieId}/reviews`, { query: { limit: '50' } })).json();
    assert.ok(!publicList.items.some((item: { id: number }) => item.id === written.id), 'hidden from customers');
    assert.equal((await api().get(`/movies/${movieId}`)).json().rating?.count ?? 0, after.rating_count);
    assert.equal(
      (
        await api().post(
          `/api/reviews/${written.id}/report`,
          { reason: 'spam' },
          { token: (await registerUser(api())).token },
        )
      ).status,
      404,
    );
    const ownView = (await api().get('/api/user/reviews', { token: author.token })).json();
    assert.equal(
      ownView.items.find((item: { bookingId: number }) => item.bookingId === booking.id).review.hidden,
      true,
    );

    const shown = await api().post(`/api/admin/reviews/${written.id}/unhide`, {}, { token: admin.token });
    assert.deepEqual([shown.status, shown.json().hiddenAt], [200, null]);
    assert.equal((await api().post(`/api/admin/reviews/${written.id}/unhide`, {}, { token: admin.token })).status, 409);
    assert.deepEqual(await ratingInDatabase(api(), movieId), before);

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'actor_email', 'theater_id'])
      .where('entity', '=', 'review')
      .where('entity_id', '=', String(written.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(audit, [
      { action: 'hide', actor_email: manager.email, theater_id: cinema },
      { action: 'unhide', actor_email: admin.email, theater_id: cinema },
    ]);
  });

  test('bad input is 400 naming the field', async () => {
    const customer = await registerUser(api());
    const showId = await freshSlot(api());
    const booking = await book(api(), customer.token, showId, ['H1']);
    await admit(api(), booking.id);
    const admin = await account(api(), 'admin');
    const cases: [string, unknown, RegExp, string?][] = [
      [`/api/bookings/${booking.id}/review`, {}, /rating/],
      [`/api/bookings/${booking.id}/review`, { rating: 0 }, /^rating must be/],
      [`/api/bookings/${booking.id}/review`, { rating: 6 }, /^rating must be/],
      [`/api/bookings/${booking.id}/review`, { rating: 2.5 }, /^rating must be/],
      [`/api/bookings/${booking.id}/review`, { rating: '5' }, /^rating must be/],
      [`/api/bookings/${booking.id}/review`, { rating: 5, text: 7 }, /^text/],
      [
        `/api/bookings/${booking.id}/review`,
        { rating: 5, text: 'é'.repeat(1001) },
        /^text must be at most 1000 characters/,
      ],
      ['/api/bookings/abc/review', { rating: 5 }, /^id must be a booking id/],
      ['/api/reviews/1/report', { reason: 'boring' }, /^reason must be one of/],
      ['/api/reviews/1/report', {}, /reason/],
      ['/api/admin/reviews/1/hide', { reason: 'ab' }, /^reason must be 3 to 300/, admin.token],
      ['/api/admin/reviews/1/hide', { reason: '    ' }, /^reason must be 3 to 300/, admin.token],
    ];
    for (const [url, body, message, token] of cases) {
      const response = await api().post(url, body, { token: token ?? customer.token });
      assert.equal(response.status, 400, `${url} ${JSON.stringify(body)}: ${response.body}`);
      assert.equal(response.json().error, 'Bad Request');
      assert.match(response.json().message, message);
    }
    const gets: [string, RegExp, string?][] = [
      [`/movies/1/reviews?cursor=yesterday`, /^cursor must be/],
      [`/movies/1/reviews?limit=0`, /^limit must be/],
      ['/api/admin/reviews?status=gone', /^status must be/, admin.token],
      [`/api/admin/reviews?q=${'x'.repeat(101)}`, /^q must be/, admin.token],
    ];
    for (const [url, message, token] of gets) {
      const response = await api().get(url, { token });
      assert.equal(response.status, 400, `${url}: ${response.body}`);
      assert.match(response.json().message, message);
    }
    assert.equal(
      (await review(api(), customer.token, booking.id, { rating: 5, text: `${'a'.repeat(999)}\u0000` })).status,
      400,
      'NUL is refused by the input guards',
    );
    const fits = await review(api(), customer.token, booking.id, {
      rating: 5,
      text: `${'é'.repeat(1000)}\u200B\u200B`,
    });
    assert.deepEqual([fits.status, [...fits.json().text].length], [201, 1000], 'invisible characters do not count');
  });
});
