import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';

interface Answer {
  movies: { title: string; language: string | null }[];
  cinemas: { id: number; name: string; city: string; address: string }[];
  suggestions: string[];
}

describeEachDatabase('search: films and cinemas as people type them', (api) => {
  const search = async (q: string, query: Record<string, string> = {}): Promise<Answer> => {
    const response = await api().get('/search', { query: { q, ...query } });
    assert.equal(response.status, 200, `${q}: ${response.body}`);
    return response.json();
  };
  const titles = async (q: string) => (await search(q)).movies.map((movie) => movie.title);

  before(async () => {
    const { db } = api().app;
    await db
      .updateTable('movies')
      .set({
        cast_members: JSON.stringify([
          { name: 'Ananya Raghavan', role: 'Meena' },
          { name: 'José Kurian', role: 'The forest officer' },
        ]),
        crew: JSON.stringify([{ name: 'Vikram Iyer', job: 'Director' }]),
      })
      .where('title', '=', 'Kaadu')
      .execute();
    await db
      .updateTable('movies')
      .set({ archived_at: new Date() })
      .where('title', '=', 'Letters from Shimla')
      .execute();
    await db
      .insertInto('theaters')
      .values({ name: 'Phantom Picture House', location: 'Fort, Mumbai', city: 'Mumbai' })
      .execute();
  });

  test('typos: two in a longer word, one in a shorter one, swapped letters, words typed so far', async () => {
    for (const [typed, first] of [
      ['monsun', 'Monsoon Express'],
      ['monsun expres', 'Monsoon Express'],
      ['mosnoon expres', 'Monsoon Express'],
      ['MONSOON', 'Monsoon Express'],
      ['lighthose', 'The Last Lighthouse'],
      ['kadu', 'Kaadu'],
      ['vetai raja', 'Vettai Raja'],
      ['neelakurnji', 'Neelakurinji'],
    ]) {
      assert.equal((await titles(typed))[0], first, typed);
    }
    assert.deepEqual(await titles('orbti'), ['Orbit of Ash']);
    assert.deepEqual(
      (await titles('monsoon')).slice(0, 2),
      ['Monsoon Express', 'Iron Monsoon'],
      'the title’s start before a later word',
    );
    for (const miss of ['zzzz', 'mnsn', '%', '---']) assert.deepEqual(await titles(miss), [], miss);
  });

  test('a language word lists the films in that language first, a genre word its films', async () => {
    for (const language of ['tamil', 'Malayalam', 'TELUGU']) {
      const { movies } = await search(language);
      const inLanguage = movies.filter((movie) => movie.language?.toLowerCase().includes(language.toLowerCase()));
      assert.ok(inLanguage.length >= 2, language);
      assert.deepEqual(movies.slice(0, inLanguage.length), inLanguage, `${language}: its films first`);
    }
    const thrillers = (await api().get('/movies/search', { query: { query: 'thriller' } })).json();
    assert.ok(thrillers.length >= 3 && thrillers.every((movie: { genre: string }) => /thriller/i.test(movie.genre)));
    assert.deepEqual(await titles('tamil thriller'), ['Kaadu'], 'a language and a genre: the films with both');
  });

  test('cast and crew names find their films, accents and typos forgiven', async () => {
    for (const typed of ['Ananya Raghavan', 'ananya raghavn', 'jose kurian', 'vikram iyer']) {
      assert.deepEqual(await titles(typed), ['Kaadu'], typed);
    }
    for (const typed of ['ananya', 'raghavn', 'kurian']) assert.equal((await titles(typed))[0], 'Kaadu', typed);
    assert.equal((await titles('farah qureshi'))[0], 'Monsoon Express', 'the demo films have their cast and crew');
  });

  test('cinemas by name, address and city, typos forgiven; the chosen city first; only cinemas with shows ahead', async () => {
    const aurora = (await search('aurora')).cinemas;
    assert.equal(aurora.length, 1);
    assert.deepEqual(Object.keys(aurora[0]).sort(), ['address', 'city', 'id', 'name']);
    assert.deepEqual(
      { ...aurora[0], id: typeof aurora[0].id },
      { id: 'number', name: 'Aurora Cinemas', city: 'Mumbai', address: 'Lower Parel, Mumbai' },
    );
    const names = async (q: string, query?: Record<string, string>) =>
      (await search(q, query)).cinemas.map((cinema) => cinema.name);
    assert.deepEqual(await names('merdian talkies'), ['Meridian Talkies']);
    assert.deepEqual(await names('koramangala'), ['Silver Screen Multiplex'], 'the address');
    for (const city of ['chennai', 'Chenai', 'CHENNAI'])
      assert.deepEqual((await names(city)).sort(), ['Marina Screens', 'Meridian Talkies'], city);
    assert.equal((await search('bengaluru')).cinemas.filter((cinema) => cinema.city === 'Bengaluru').length, 3);
    assert.deepEqual(await names('screens', { city: 'Mumbai' }), [
      'Sahyadri Screens',
      'Marina Screens',
      'Silver Screen Multiplex',
    ]);
    assert.deepEqual((await names('screens', { city: 'chennai' })).slice(0, 2), ['Marina Screens', 'Sahyadri Screens']);
    assert.deepEqual(await names('phantom'), [], 'a cinema with nothing on is not offered');
  });

  test('nothing found: the closest titles are suggested; archived films are never offered', async () => {
    const none = await search('last lighthose keeper');
    assert.deepEqual(none.movies, []);
    assert.equal(none.suggestions[0], 'The Last Lighthouse');
    assert.ok(none.suggestions.length <= 3);
    assert.deepEqual((await search('zzzz')).suggestions, [], 'nothing close: nothing suggested');
    assert.deepEqual((await search('monsun')).suggestions, [], 'films found: no suggestions');
    assert.deepEqual(await titles('letters from shimla'), []);
    assert.ok(!(await search('letters from shimla')).suggestions.includes('Letters from Shimla'));
    assert.deepEqual((await api().get('/movies/search', { query: { query: 'shimla' } })).json(), []);
  });

  test('bad input is 400 naming the field; nothing typed finds nothing', async () => {
    for (const [query, field] of [
      [{ q: 'm'.repeat(201) }, 'q'],
      [{ q: 'monsoon', city: 'c'.repeat(61) }, 'city'],
      [{ q: 'monsoon', limit: '0' }, 'limit'],
      [{ q: 'monsoon', limit: 'lots' }, 'limit'],
    ] as const) {
      const response = await api().get('/search', { query });
      assert.equal(response.status, 400, JSON.stringify(query));
      assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message', 'requestId']);
      assert.match(response.json().message, new RegExp(`^${field}\\b`));
    }
    assert.equal((await api().get('/search?q=a%00b')).status, 400);
    assert.deepEqual(await search('   '), { movies: [], cinemas: [], suggestions: [] });
    assert.deepEqual((await api().get('/search')).json(), { movies: [], cinemas: [], suggestions: [] });
    assert.equal((await search('a', { limit: '2' })).movies.length, 2);
    assert.equal(
      (await search(`${'ǆ'.repeat(199)}a`)).movies.length,
      0,
      'a word longer than edit distance takes once folded',
    );
  });

  test('a repeated search is served from the cache, with an ETag', async () => {
    const first = await api().get('/search', { query: { q: 'Code red' } });
    assert.match(String(first.headers['cache-control']), /^public, max-age=\d+/);
    const queries = api().queryCount();
    const again = await api().get('/search', {
      query: { q: '  code   red ' },
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.status, 304);
    assert.equal(api().queryCount(), queries, 'the same text, spaced differently, costs no query');
  });
});
