import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { describeEachDatabase } from '../../../testing/test-app.js';

interface StartJson {
  slotId: number;
  showDate: string;
  startTime: string;
  startsAt: string;
}

describeEachDatabase('what link previews and structured data read: show starts, poster JPEG', (api) => {
  test('a movie’s slots and a cinema page’s shows give each start as ISO 8601 with the cinema’s own UTC offset', async () => {
    const db = api().app.db;
    // One cinema moves to a zone of another offset before anything is cached.
    const [gulf, ...others] = await db.selectFrom('theaters').select(['id']).orderBy('id').execute();
    await db.updateTable('theaters').set({ time_zone: 'Asia/Dubai' }).where('id', '=', gulf.id).execute();
    const show = await db
      .selectFrom('shows')
      .select(['movie_id'])
      .where('theater_id', '=', gulf.id)
      .where('starts_at', '>', api().clock.now())
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow();

    const movie = await api().get(`/movies/${show.movie_id}`);
    assert.equal(movie.status, 200, movie.body);
    const slots: (StartJson & { cinemaId: number })[] = movie.json().slots;
    const atGulf = slots.filter((slot) => slot.cinemaId === gulf.id);
    const elsewhere = slots.filter((slot) => slot.cinemaId !== gulf.id);
    assert.ok(atGulf.length > 0 && elsewhere.length > 0, `${atGulf.length} / ${elsewhere.length} slots`);
    for (const slot of atGulf) assert.equal(slot.startsAt, `${slot.showDate}T${slot.startTime}:00+04:00`);
    for (const slot of elsewhere) assert.equal(slot.startsAt, `${slot.showDate}T${slot.startTime}:00+05:30`);
    // Where the zone is the one the show was scheduled in, it names the same instant as the show's start.
    const stored = await db
      .selectFrom('shows')
      .select(['id', 'starts_at'])
      .where('id', '=', elsewhere[0].slotId)
      .executeTakeFirstOrThrow();
    assert.equal(Date.parse(elsewhere[0].startsAt), stored.starts_at.getTime());

    for (const [cinemaId, offset] of [
      [gulf.id, '+04:00'],
      [others[0].id, '+05:30'],
    ] as const) {
      const page = await api().get(`/cinemas/${cinemaId}`);
      assert.equal(page.status, 200, page.body);
      const shows: StartJson[] = page.json().films.flatMap((film: { shows: StartJson[] }) => film.shows);
      assert.ok(shows.length > 0, `cinema ${cinemaId} has shows`);
      for (const one of shows) assert.equal(one.startsAt, `${one.showDate}T${one.startTime}:00${offset}`);
    }
  });

  test('a generated poster is also served as a JPEG of 800 × 1200, with a strong ETag; an unknown film is a 404', async () => {
    const movie = (await api().get('/movies')).json()[0];
    const svg = await api().get(`/posters/${movie.id}.svg`);
    assert.equal(svg.status, 200);
    const jpeg = await api().get(`/posters/${movie.id}.jpg`);
    assert.equal(jpeg.status, 200, jpeg.body);
    assert.equal(jpeg.headers['content-type'], 'image/jpeg');
    assert.match(String(jpeg.headers['cache-control']), /^public, max-age=\d+$/);
    const bytes = jpeg.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff]);
    const { width, height, format } = await sharp(bytes).metadata();
    assert.deepEqual({ width, height, format }, { width: 800, height: 1200, format: 'jpeg' });
    assert.notEqual(jpeg.headers.etag, svg.headers.etag, 'the two files have their own validators');
    const again = await api().get(`/posters/${movie.id}.jpg`, {
      headers: { 'if-none-match': String(jpeg.headers.etag) },
    });
    assert.equal(again.status, 304);
    assert.equal((await api().get('/posters/999999.jpg')).status, 404);
    assert.equal((await api().get('/posters/abc.jpg')).status, 400);
  });
});
