import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbSessionSettings, startupTimeouts } from '../session-settings.js';
import { configuredDatabase } from '../database.js';

test('timeouts are role defaults when requests go through a pooler, startup parameters otherwise', () => {
  const pooler = 'postgres://api@pgbouncer:6432/reeltime';
  const direct = 'postgres://api@postgres:5432/reeltime';
  const cases: [string | undefined, string | undefined, string | undefined, string][] = [
    [undefined, undefined, undefined, 'startup'],
    [undefined, direct, undefined, 'startup'],
    [undefined, direct, direct, 'startup'],
    [undefined, pooler, direct, 'role'],
    ['startup', pooler, direct, 'startup'],
    ['role', direct, undefined, 'role'],
  ];
  for (const [raw, url, directUrl, expected] of cases)
    assert.equal(dbSessionSettings(raw, url, directUrl), expected, `${raw} ${url} ${directUrl}`);
  assert.throws(
    () => dbSessionSettings('pgbouncer', pooler, direct),
    /DB_SESSION_SETTINGS must be startup or role, got "pgbouncer"/,
  );

  assert.deepEqual(startupTimeouts('role', 5000), {});
  assert.deepEqual(startupTimeouts('startup', 5000), {
    statement_timeout: 5000,
    idle_in_transaction_session_timeout: 30_000,
  });

  assert.deepEqual(configuredDatabase({ databaseUrl: pooler, databaseDirectUrl: direct, dataDir: '/d' }), {
    kind: 'postgres',
    url: pooler,
    directUrl: direct,
  });
  assert.deepEqual(configuredDatabase({ databaseUrl: direct, databaseDirectUrl: direct, dataDir: '/d' }), {
    kind: 'postgres',
    url: direct,
  });
  assert.deepEqual(configuredDatabase({ databaseUrl: undefined, databaseDirectUrl: direct, dataDir: '/d' }), {
    kind: 'postgres',
    url: direct,
  });
  assert.deepEqual(configuredDatabase({ databaseUrl: undefined, dataDir: '/d' }), {
    kind: 'pglite',
    dataDir: '/d/pglite',
  });
});
