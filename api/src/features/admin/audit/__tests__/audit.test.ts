import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { registerUser } from '../../../../testing/fixtures.js';
import { staffUsers } from '../../../../db/seed/staff-user.js';
import { recordAudit } from '../record-audit.js';

const [doorStaff, , demoAdmin, demoManager] = staffUsers;

async function login(api: TestApi, email: string, password: string): Promise<string> {
  const response = await api.post('/api/auth/login', { username: email, password });
  assert.equal(response.status, 200, response.body);
  return response.json().token;
}

/** Audit entries as other back-office parts write them: two of a cinema of the demo manager, one of another cinema. */
async function recordChanges(api: TestApi) {
  const rows = await api.app.db
    .selectFrom('theaters')
    .select(['id', 'name'])
    .where('name', 'in', ['Aurora Cinemas', 'Sahyadri Screens'])
    .execute();
  const aurora = rows.find((row) => row.name === 'Aurora Cinemas')!.id;
  const sahyadri = rows.find((row) => row.name === 'Sahyadri Screens')!.id;
  const actor = await api.app.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', demoAdmin.email)
    .executeTakeFirstOrThrow();
  await api.app.db.transaction().execute(async (trx) => {
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'cinema',
      entityId: aurora,
      theaterId: aurora,
      before: { cancelRefundPercent: 100 },
      after: { cancelRefundPercent: 80 },
    });
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'screen',
      entityId: 'S-77',
      theaterId: aurora,
      before: null,
      after: { name: 'Screen 4 Dolby' },
    });
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'cinema',
      entityId: sahyadri,
      theaterId: sahyadri,
      before: { city: 'Mumbai' },
      after: { city: 'Navi Mumbai' },
    });
  });
  return { aurora, sahyadri };
}

describeEachDatabase('the audit log: searchable, scoped, never edited', (api) => {
  test('an admin reads every entry newest first, paged by id, filtered and searched; a manager only its cinemas’; staff and customers are refused', async () => {
    const { aurora, sahyadri } = await recordChanges(api());
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const manager = await login(api(), demoManager.email, demoManager.password);
    const staff = await login(api(), doorStaff.email, doorStaff.password);
    const customer = await registerUser(api());

    const all = (await api().get('/api/admin/audit', { token: admin })).json();
    assert.ok(all.entries.length >= 3);
    const ids = all.entries.map((entry: { id: number }) => entry.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'newest first',
    );
    assert.deepEqual(all.entries[0], {
      id: ids[0],
      at: all.entries[0].at,
      actor: { id: all.entries[0].actor.id, email: demoAdmin.email },
      action: 'update',
      entity: 'cinema',
      entityId: String(sahyadri),
      cinemaId: sahyadri,
      before: { city: 'Mumbai' },
      after: { city: 'Navi Mumbai' },
    });

    const first = (await api().get('/api/admin/audit', { token: admin, query: { limit: '2' } })).json();
    assert.deepEqual([first.entries.length, first.nextBefore], [2, first.entries[1].id]);
    const next = (
      await api().get('/api/admin/audit', { token: admin, query: { limit: '2', before: String(first.nextBefore) } })
    ).json();
    assert.ok(next.entries.every((entry: { id: number }) => entry.id < first.nextBefore));

    const search = async (query: Record<string, string>, token = admin) =>
      (await api().get('/api/admin/audit', { token, query }))
        .json()
        .entries.map((entry: { entity: string; entityId: string }) => `${entry.entity}:${entry.entityId}`);
    assert.deepEqual(await search({ q: 'dolby' }), ['screen:S-77'], 'q searches the JSON text');
    assert.deepEqual(await search({ q: 'S-77' }), ['screen:S-77'], 'q matches the entity id');
    assert.ok((await search({ q: 'admin@reeltime' })).length >= 3, 'q matches the actor e-mail');
    assert.deepEqual(await search({ entity: 'cinema', action: 'update' }), [`cinema:${sahyadri}`, `cinema:${aurora}`]);
    assert.deepEqual(await search({ q: '%' }), [], 'LIKE wildcards are taken literally');
    const today = new Date().toISOString().slice(0, 10);
    assert.ok((await search({ from: '2020-01-01', to: '2099-12-31', entity: 'screen' })).includes('screen:S-77'));
    assert.deepEqual(await search({ to: '2020-01-01' }), []);
    assert.deepEqual(
      await search({ from: `${today}T00:00:00Z`, entity: 'screen', q: 'dolby' }).then((list: string[]) => list.length),
      1,
    );

    assert.deepEqual(
      await search({ entity: 'cinema' }, manager),
      [`cinema:${aurora}`],
      'a manager sees only its cinemas',
    );
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
      [staff, 403],
    ] as const) {
      assert.equal((await api().get('/api/admin/audit', { token })).status, status);
    }
    const bad: [Record<string, string>, string][] = [
      [{ limit: '0' }, 'limit must be a whole number from 1 to 200'],
      [{ before: 'x' }, 'before must be an audit entry id (the nextBefore of the previous page)'],
      [{ from: 'yesterday' }, 'from must be a date (yyyy-mm-dd, chain time) or an ISO 8601 instant'],
      [{ to: '2026-02-30' }, 'to must be a date (yyyy-mm-dd, chain time) or an ISO 8601 instant'],
      [
        { entity: 'DROP TABLE' },
        'entity must be an entity name such as movie, cinema, screen, show, booking or account',
      ],
    ];
    for (const [query, message] of bad) {
      const response = await api().get('/api/admin/audit', { token: admin, query });
      assert.deepEqual([response.status, response.json().message], [400, message], JSON.stringify(query));
    }
  });

  test('no route edits or deletes an entry, and the database itself refuses UPDATE and DELETE', async () => {
    await recordChanges(api());
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const [entry] = (await api().get('/api/admin/audit', { token: admin, query: { limit: '1' } })).json().entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry.id}`]) {
        const response = await api().request(method, url, {
          token: admin,
          body: method === 'DELETE' ? undefined : { action: 'forged' },
        });
        assert.ok([404, 405].includes(response.status), `${method} ${url}: ${response.status}`);
      }
    }
    await assert.rejects(
      sql`UPDATE audit_log SET action = 'forged' WHERE id = ${entry.id}`.execute(api().app.db),
      /append-only/,
    );
    await assert.rejects(sql`DELETE FROM audit_log WHERE id = ${entry.id}`.execute(api().app.db), /append-only/);
    const again = (await api().get('/api/admin/audit', { token: admin, query: { limit: '1' } })).json().entries[0];
    assert.deepEqual(again, entry);
  });
});
