import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';

interface StartJson {
  slotId: number;
  showDate: string;
  startTime: string;
  startsAt: string;
}

describeEachDatabase('show start instants (startsAt)', (api) => {
  test('a movie’s slots and a cinema page’s shows give each start as ISO 8601 with the cinema’s own UTC offset', async () => {
    const db = api().app.db;
    // One cinema moves to a zone of another offset before anything is cached.
    const [gulf, ...others] = await db.selectFrom('theaters').select(['id']).orderBy('id').execute();
    await db.updateTable('theaters').set({ time_zone: 'Asia/Dubai' }).where('id', '=', gulf.id).execute();
    const show = await db.selectFrom('shows').select(['movie_id']).where('theater_id', '=', gulf.id)
      .where('starts_at', '>', api().clock.now()).where('cancelled_at', 'is', null).executeTakeFirstOrThrow();

    const movie = await api().get(`/movies/${show.movie_id}`);
    assert.equal(movie.status, 200, movie.body);
    const slots: (StartJson & { cinemaId: number })[] = movie.json().slots;
    const atGulf = slots.filter((slot) => slot.cinemaId === gulf.id);
    const elsewhere = slots.filter((slot) => slot.cinemaId !== gulf.id);
    assert.ok(atGulf.length > 0 && elsewhere.length > 0, `${atGulf.length} / ${elsewhere.length} slots`);
    for (const slot of atGulf) assert.equal(slot.startsAt, `${slot.showDate}T${slot.startTime}:00+04:00`);
    for (const slot of elsewhere) assert.equal(slot.startsAt, `${slot.showDate}T${slot.startTime}:00+05:30`);
    // Where the zone is the one the show was scheduled in, it names the same instant as the show's start.
    const stored = await db.selectFrom('shows').select(['id', 'starts_at']).where('id', '=', elsewhere[0].slotId).executeTakeFirstOrThrow();
    assert.equal(Date.parse(elsewhere[0].startsAt), stored.starts_at.getTime());

    for (const [cinemaId, offset] of [[gulf.id, '+04:00'], [others[0].id, '+05:30']] as const) {
      const page = await api().get(`/cinemas/${cinemaId}`);
      assert.equal(page.status, 200, page.body);
      const shows: StartJson[] = page.json().films.flatMap((film: { shows: StartJson[] }) => film.shows);
      assert.ok(shows.length > 0, `cinema ${cinemaId} has shows`);
      for (const one of shows) assert.equal(one.startsAt, `${one.showDate}T${one.startTime}:00${offset}`);
    }
  });
});
