import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { prepareSchema } from '../../../db/migrate.js';
import { SHUTTING_DOWN } from '../routes.js';

describeEachDatabase('readiness and liveness', (api) => {
  test('ready only with every migration applied: a process started without migrating waits for the migration job', async () => {
    const { app } = api();
    assert.deepEqual((await api().get('/health/live')).json(), { status: 'ok' });

    const [{ name }] = (
      await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(app.db)
    ).rows;
    const removed = (
      await sql<{ timestamp: string }>`DELETE FROM kysely_migration WHERE name = ${name} RETURNING timestamp`.execute(
        app.db,
      )
    ).rows[0];
    const notReady = await api().get('/health/ready');
    assert.equal(notReady.status, 503);
    assert.equal(notReady.json().error, 'Service Unavailable');
    assert.match(notReady.json().message, new RegExp(`1 migration\\(s\\) of this release, e.g. ${name}`));
    assert.equal((await api().get('/health')).status, 503, '/health answers as readiness does');
    assert.equal((await api().get('/health/live')).status, 200, 'alive while not ready');

    let prepared = false;
    const waiting = prepareSchema(
      { db: app.db, withDirectConnection: (use) => use(app.db) },
      { migrate: false, log: { info: () => {} }, pollMs: 10 },
    ).then(() => (prepared = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(prepared, false, 'waits while a migration is missing');
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${removed.timestamp})`.execute(app.db);
    await waiting;

    assert.deepEqual((await api().get('/health/ready')).json(), { status: 'ok' });
    assert.deepEqual((await api().get('/health')).json(), { status: 'ok' });
  });

  test('once draining (SIGTERM): not ready, still alive and serving, and every response closes its connection', async () => {
    api().app.readiness.startDraining();
    for (const path of ['/health/ready', '/health']) {
      const response = await api().get(path);
      assert.equal(response.status, 503, path);
      assert.deepEqual(response.json(), {
        error: 'Service Unavailable',
        message: SHUTTING_DOWN,
        requestId: response.headers['x-request-id'],
      });
    }
    assert.equal((await api().get('/health/live')).status, 200);
    const movies = await api().get('/movies');
    assert.equal(movies.status, 200);
    assert.equal(movies.headers.connection, 'close');
  });
});
