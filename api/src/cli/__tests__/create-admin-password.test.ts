import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reopenedDatabase } from '../../testing/reopened-database.js';
import { runCreateAdmin } from '../../testing/create-admin-process.js';

const password = 'long enough pass phrase';

test('create-admin never takes a password from the command line, and wants at least 12 characters [pglite]', async () => {
  const database = await reopenedDatabase('pglite');
  const env = { DATA_DIR: database.dataDir! };
  try {
    const inArgv = await runCreateAdmin(['--email', 'ops@example.com', '--name', 'Ops', '--password', password], env);
    assert.equal(inArgv.code, 1);
    assert.match(inArgv.stderr, /never taken from the command line/);
    assert.ok(!inArgv.stderr.includes(password));
    const short = await runCreateAdmin(['--email', 'ops@example.com', '--name', 'Ops'], env, 'elevenchars\n');
    assert.equal(short.code, 1);
    assert.match(short.stderr, /at least 12 characters/);
  } finally {
    await database.drop();
  }
});
