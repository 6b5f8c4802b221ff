import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { freshSlot, registerUser } from '../../../testing/fixtures.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { call, spawnServer } from '../../../testing/spawn-server.js';
import { SEAT_MAP_TTL_MS } from '../seat-map.js';

const RACERS = 120;
const GROUPS = 12;

/** Racer i wants the pair of seats of group i % 12 (so ten racers per pair), plus overlapping triples. */
function wantedSeats(racer: number): string[] {
  const group = racer % GROUPS;
  if (racer < RACERS - 20) return [`A${group + 1}`, `B${group + 1}`];
  // The last twenty straddle two groups, overlapping with the pairs above and with each other.
  return [`B${group + 1}`, `C${group + 1}`, `C${((group + 1) % GROUPS) + 1}`];
}

interface RaceResult {
  status: number;
  seats: string[];
  message: string;
}

function assertFairRace(results: RaceResult[], seatMap: { seatNumber: string; status: string }[]) {
  const statuses = new Set(results.map((result) => result.status));
  assert.deepEqual(
    [...statuses].filter((status) => status !== 200 && status !== 409),
    [],
    'only 200 or 409, never 5xx',
  );
  const owners = new Map<string, number>();
  results.forEach((result, racer) => {
    if (result.status !== 200) {
      assert.match(result.message, /no longer available/);
      return;
    }
    for (const seat of result.seats) {
      assert.equal(owners.get(seat), undefined, `seat ${seat} won twice`);
      owners.set(seat, racer);
    }
  });
  // Every pair of the first hundred racers is contested by ten of them: exactly one wins it.
  for (let group = 0; group < GROUPS; group++) {
    assert.ok(owners.has(`A${group + 1}`), `someone won A${group + 1}`);
  }
  const held = seatMap
    .filter((seat) => seat.status === 'HELD')
    .map((seat) => seat.seatNumber)
    .sort();
  assert.deepEqual(held, [...owners.keys()].sort(), 'the seat map shows exactly the winners’ seats');
}

describeEachDatabase('concurrent holds in one API process', (api) => {
  test(`${RACERS} users racing for overlapping seats: one winner per seat, losers 409, no 5xx`, async () => {
    const slotId = await freshSlot(api());
    const users = [];
    for (let index = 0; index < RACERS; index++) users.push(await registerUser(api()));
    const responses = await Promise.all(
      users.map((user, racer) =>
        api().post('/api/bookings/select-seats', { slotId, seatNumbers: wantedSeats(racer) }, { token: user.token }),
      ),
    );
    const results = responses.map((response, racer) => ({
      status: response.status,
      seats: wantedSeats(racer),
      message: response.json().message ?? '',
    }));
    assertFairRace(results, (await api().get(`/api/seats/slot/${slotId}`)).json());
  });
});

// Several processes can only share a real PostgreSQL server, so this race runs when TEST_DATABASE_URL is set.
if (process.env.TEST_DATABASE_URL)
  test('two API processes sharing PostgreSQL: one winner per seat, losers 409, no 5xx', async () => {
    const database = await createTestDatabase('postgres');
    const env = { DATABASE_URL: database.url!, JWT_SECRET: 'shared-secret-for-both-processes-0123456789' };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const [first, second] = servers.map((server) => server.url);
      const [movie] = (await call(first, 'GET', '/movies/recent')).json();
      const slotId = (await call(first, 'GET', `/movies/${movie.id}`)).json().slots.at(-1).slotId;

      const tokens: string[] = [];
      for (let index = 0; index < RACERS; index++) {
        const base = index % 2 ? first : second;
        const user = {
          username: `Racer ${index}`,
          email: `racer${index}@example.com`,
          password: 'secret123',
          phone: `8${String(index).padStart(9, '0')}`,
          gender: 'other',
        };
        assert.equal((await call(base, 'POST', '/api/auth/register', user)).status, 201);
        tokens.push(
          (await call(base, 'POST', '/api/auth/login', { username: user.email, password: user.password })).json().token,
        );
      }

      const responses = await Promise.all(
        tokens.map((token, racer) =>
          call(
            racer % 2 ? first : second,
            'POST',
            '/api/bookings/select-seats',
            { slotId, seatNumbers: wantedSeats(racer) },
            token,
          ),
        ),
      );
      const results = responses.map((response, racer) => ({
        status: response.status,
        seats: wantedSeats(racer),
        message: response.status === 200 ? '' : response.json().message,
      }));
      // A process shows the holds another process committed within its seat map's lifetime (no viewer streams
      // this show, so no notification drops its copy sooner): the map is read once that has passed.
      await new Promise((resolve) => setTimeout(resolve, SEAT_MAP_TTL_MS + 100));
      assertFairRace(results, (await call(second, 'GET', `/api/seats/slot/${slotId}`)).json());
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    }
  });
