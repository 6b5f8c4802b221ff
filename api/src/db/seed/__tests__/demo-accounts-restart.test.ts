import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { testDatabaseKinds } from '../../../testing/test-database.js';
import { reopenedDatabase } from '../../../testing/reopened-database.js';
import { demoUser } from '../demo-user.js';
import { staffUsers } from '../staff-user.js';

const production = { env: 'production', demoData: false } as const;

function login(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

/** The app's warnings and errors (JSON lines), to check what a production start says about demo accounts. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

for (const kind of testDatabaseKinds()) {
  test(`a production start on a database a demo start filled: published passwords no longer log in, sessions end, a deleted demo account stays deleted [${kind}]`, async () => {
    const database = await reopenedDatabase(kind);
    try {
      const demo = await database.start({ demoData: true });
      const staffSessions = new Map<string, string>();
      try {
        for (const { email, password } of staffUsers) {
          const response = await login(demo, email, password);
          assert.equal(response.statusCode, 200, `${email} logs in on the demo start`);
          staffSessions.set(email, response.json().token);
        }
        const { token } = (await login(demo, demoUser.email, demoUser.password)).json();
        assert.equal(
          (
            await demo.inject({
              method: 'DELETE',
              url: '/api/user/delete',
              headers: { authorization: `Bearer ${token}` },
            })
          ).statusCode,
          200,
        );
      } finally {
        await demo.close();
      }

      const { lines, logger } = capturingLogger();
      const app = await database.start(production, logger);
      try {
        for (const { email, password } of staffUsers) {
          assert.equal((await login(app, email, password)).statusCode, 401, `${email} with its published password`);
          const me = await app.inject({
            method: 'GET',
            url: '/api/admin/me',
            headers: { authorization: `Bearer ${staffSessions.get(email)}` },
          });
          assert.equal(me.statusCode, 401, `the demo start's session of ${email} has ended`);
        }
        const deleted = await app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: demoUser.email },
        });
        assert.equal(deleted.statusCode, 404, 'the deleted demo customer was not re-created');
        assert.equal((await login(app, demoUser.email, demoUser.password)).statusCode, 401);
        const log = lines.join('');
        for (const { email, password } of staffUsers) {
          assert.ok(
            log.includes(`Demo account ${email} had its published demo password`),
            `the warning names ${email}`,
          );
          assert.ok(!log.includes(password), 'never the password');
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
}
