import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../../testing/test-app.js';
import { registerUser } from '../../../../testing/fixtures.js';
import { backOfficeAccount } from './back-office-accounts.js';

const cinema = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  city: 'Kochi',
  address: 'Marine Drive',
  timeZone: 'Asia/Kolkata',
  facilities: ['Parking', 'Food court'],
  cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
  cleaningMinutes: 20,
  ...overrides,
});

describeEachDatabase('back office: cinemas', (api) => {
  let admin: { token: string };

  before(async () => {
    admin = await backOfficeAccount(api(), 'admin');
  });

  test('anonymous 401, customers and staff 403 on every cinema route', async () => {
    const customer = await registerUser(api());
    const staff = await backOfficeAccount(api(), 'staff', [1]);
    const calls = [
      ['GET', '/api/admin/cinemas'],
      ['POST', '/api/admin/cinemas'],
      ['GET', '/api/admin/cinemas/1'],
      ['PUT', '/api/admin/cinemas/1'],
      ['GET', '/api/admin/cinemas/1/screens'],
      ['POST', '/api/admin/cinemas/1/screens'],
      ['GET', '/api/admin/screens/1'],
      ['PUT', '/api/admin/screens/1'],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'GET' ? undefined : cinema('Never Made');
      assert.equal((await api().request(method, url, { body })).status, 401, `${method} ${url} anonymous`);
      for (const [who, token] of [
        ['customer', customer.token],
        ['staff', staff.token],
      ]) {
        const response = await api().request(method, url, { token, body });
        assert.equal(response.status, 403, `${method} ${url} as ${who}`);
        assert.equal(typeof response.json().message, 'string');
      }
    }
  });

  test('an admin adds and edits a cinema; names are unique whatever their case; customers see the new policy at once', async () => {
    const created = await api().post('/api/admin/cinemas', cinema('Harbour Lights'), { token: admin.token });
    assert.equal(created.status, 201);
    const body = created.json();
    assert.deepEqual({ ...body, id: 0 }, { id: 0, ...cinema('Harbour Lights'), screenCount: 0 });
    assert.deepEqual((await api().get(`/api/admin/cinemas/${body.id}`, { token: admin.token })).json(), body);

    const duplicate = await api().post('/api/admin/cinemas', cinema(' harbour LIGHTS '), { token: admin.token });
    assert.equal(duplicate.status, 409);
    assert.match(duplicate.json().message, /already exists/);

    const slotCinema = await api()
      .app.db.selectFrom('shows')
      .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
      .select(['shows.movie_id', 'theaters.id', 'theaters.name', 'theaters.city', 'theaters.location'])
      .where('shows.starts_at', '>', new Date(Date.now() + 86_400_000))
      .where('shows.cancelled_at', 'is', null)
      .orderBy('shows.id')
      .executeTakeFirstOrThrow();
    await api().get(`/movies/${slotCinema.movie_id}`);
    const edited = await api().put(
      `/api/admin/cinemas/${slotCinema.id}`,
      cinema(slotCinema.name, {
        city: slotCinema.city,
        address: slotCinema.location,
        cancellationPolicy: { cutoffMinutes: 60, refundPercent: 50 },
      }),
      { token: admin.token },
    );
    assert.equal(edited.status, 200);
    const { slots } = (await api().get(`/movies/${slotCinema.movie_id}`)).json();
    const slot = slots.find((item: { theaterName: string }) => item.theaterName === slotCinema.name);
    assert.deepEqual(slot.cancellationPolicy, { cutoffMinutes: 60, refundPercent: 50 });

    const moveZone = await api().put(
      `/api/admin/cinemas/${slotCinema.id}`,
      cinema(slotCinema.name, { timeZone: 'Europe/London' }),
      { token: admin.token },
    );
    assert.equal(moveZone.status, 409);
    assert.match(moveZone.json().message, /^timeZone cannot change while .* show\(s\) ahead/);

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'cinema')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.entity_id]),
      [
        ['create', String(body.id)],
        ['update', String(slotCinema.id)],
      ],
    );
    assert.equal((audit[0].after as { name: string }).name, 'Harbour Lights');
    assert.equal(
      (audit[1].before as { cancellationPolicy: { refundPercent: number } }).cancellationPolicy.refundPercent,
      100,
    );
  });

  test('a manager sees and edits only its cinemas (404 for others) and manages a cinema it adds', async () => {
    const manager = await backOfficeAccount(api(), 'manager', [1]);
    const listed = (await api().get('/api/admin/cinemas', { token: manager.token })).json();
    assert.deepEqual(
      listed.map((item: { id: number }) => item.id),
      [1],
    );

    const other = 2;
    for (const [method, url] of [
      ['GET', `/api/admin/cinemas/${other}`],
      ['PUT', `/api/admin/cinemas/${other}`],
      ['GET', `/api/admin/cinemas/${other}/screens`],
      ['POST', `/api/admin/cinemas/${other}/screens`],
      ['GET', '/api/admin/cinemas/999999'],
    ] as const) {
      const body =
        method === 'PUT'
          ? cinema('Taken Over')
          : method === 'POST'
            ? {
                name: 'Screen 9',
                layout: {
                  tiers: [{ tier: 'Classic', pricePaise: 100 }],
                  rows: [{ label: 'A', tier: 'Classic', seats: [{ number: 1, column: 1, kind: 'standard' }] }],
                },
              }
            : undefined;
      const response = await api().request(method, url, { token: manager.token, body });
      assert.equal(response.status, 404, `${method} ${url}`);
      assert.equal(response.json().message, 'Cinema not found');
    }
    const otherScreen = await api()
      .app.db.selectFrom('screens')
      .select('id')
      .where('theater_id', '=', other)
      .executeTakeFirstOrThrow();
    assert.equal((await api().get(`/api/admin/screens/${otherScreen.id}`, { token: manager.token })).status, 404);

    const added = await api().post('/api/admin/cinemas', cinema('Riverside Manager Cinema'), { token: manager.token });
    assert.equal(added.status, 201);
    const after = (await api().get('/api/admin/cinemas', { token: manager.token })).json();
    assert.deepEqual(
      after.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b),
      [1, added.json().id],
    );
  });

  test('bad cinema bodies are refused with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [cinema('Bad Zone', { timeZone: 'Mars/Olympus' }), /^timeZone must be an IANA time zone/],
      [cinema('Bad Zone 2', { timeZone: '+05:30' }), /^timeZone must be an IANA time zone/],
      [
        cinema('Bad Cutoff', { cancellationPolicy: { cutoffMinutes: 10081, refundPercent: 50 } }),
        /^cancellationPolicy\.cutoffMinutes must/,
      ],
      [
        cinema('Bad Refund', { cancellationPolicy: { cutoffMinutes: 0, refundPercent: 101 } }),
        /^cancellationPolicy\.refundPercent must/,
      ],
      [cinema('Bad Cleaning', { cleaningMinutes: 241 }), /^cleaningMinutes must/],
      [
        cinema('Bad Facilities', { facilities: Array.from({ length: 21 }, (_, index) => `F${index}`) }),
        /^facilities must be a list of at most 20/,
      ],
      [cinema('   '), /^name must be/],
      [{ ...cinema('No City'), city: undefined }, /^city is required/],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/admin/cinemas', body, { token: admin.token });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    assert.equal((await api().get('/api/admin/cinemas/abc', { token: admin.token })).status, 400);
  });
});
