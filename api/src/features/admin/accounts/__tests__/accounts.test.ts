import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { latestCode, registerUser } from '../../../../testing/fixtures.js';
import { staffUsers } from '../../../../db/seed/staff-user.js';

const [doorStaff, , demoAdmin, demoManager] = staffUsers;
const HOUR_MS = 3_600_000;

async function login(api: TestApi, email: string, password: string): Promise<string> {
  const response = await api.post('/api/auth/login', { username: email, password });
  assert.equal(response.status, 200, response.body);
  return response.json().token;
}

/** The one-time code of the newest invitation e-mailed to `email` (from the link's #code= fragment). */
async function invitationCode(api: TestApi, email: string): Promise<string> {
  const [message] = (await api.get('/api/dev/outbox', { query: { to: email } })).json();
  const code = /\/admin\/invite#code=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  assert.ok(code, `no invitation e-mailed to ${email}`);
  return code;
}

async function cinemaIds(api: TestApi, ...names: string[]): Promise<number[]> {
  const rows = await api.app.db.selectFrom('theaters').select(['id', 'name']).where('name', 'in', names).execute();
  return names.map((name) => rows.find((row) => row.name === name)!.id);
}

let counter = 0;
const newEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.com`;

describeEachDatabase('back-office accounts and invitations', (api) => {
  test('every account route: 401 anonymous, 403 customer, staff and manager; the public invitation routes need no token', async () => {
    const customer = await registerUser(api());
    const staff = await login(api(), doorStaff.email, doorStaff.password);
    const manager = await login(api(), demoManager.email, demoManager.password);
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/accounts', undefined],
      ['POST', '/api/admin/accounts', { email: newEmail('x'), name: 'X', role: 'staff', allCinemas: true }],
      ['PUT', '/api/admin/accounts/1', { name: 'X' }],
    ];
    for (const [method, url, body] of routes) {
      for (const [token, status] of [
        [undefined, 401],
        [customer.token, 403],
        [staff, 403],
        [manager, 403],
      ] as const) {
        const response = await api().request(method as 'GET', url, { token, body });
        assert.equal(
          response.status,
          status,
          `${method} ${url} with ${token ? 'a token' : 'no token'}: ${response.body}`,
        );
        assert.equal(typeof response.json().message, 'string');
      }
    }
    const lookup = await api().post('/api/admin/invites/lookup', { code: 'x'.repeat(43) });
    assert.deepEqual(
      [lookup.status, lookup.json().message],
      [
        400,
        'This invitation link is not valid: it may have been replaced by a newer invitation. Ask your admin to send a new one.',
      ],
    );
  });

  test('bad bodies are 400 naming the field; customers are never listed nor editable', async () => {
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const [aurora] = await cinemaIds(api(), 'Aurora Cinemas');
    const invites: [unknown, RegExp][] = [
      [{ name: 'A', role: 'staff', allCinemas: true }, /^email is required$/],
      [{ email: 'not-an-email', name: 'A', role: 'staff', allCinemas: true }, /^email must be a valid email address$/],
      [{ email: newEmail('a'), name: '', role: 'staff', allCinemas: true }, /^name is required/],
      [
        { email: newEmail('a'), name: 'A', role: 'customer', allCinemas: true },
        /^role must be admin, manager or staff$/,
      ],
      [
        { email: newEmail('a'), name: 'A', role: 'manager' },
        /^cinemaIds must name at least one cinema, or set allCinemas to true$/,
      ],
      [
        { email: newEmail('a'), name: 'A', role: 'manager', cinemaIds: [999999] },
        /^cinemaIds: no cinema has the id 999999$/,
      ],
      [
        { email: newEmail('a'), name: 'A', role: 'manager', cinemaIds: [aurora, aurora] },
        /^cinemaIds must be a list of different cinema ids$/,
      ],
      [{ email: newEmail('a'), name: 'A', role: 'staff', cinemaIds: ['one'] }, /^cinemaIds.0 must be a whole number$/],
      [{ email: newEmail('a'), name: 'A', role: 'staff', allCinemas: 'yes' }, /^allCinemas must be true or false$/],
      [
        { email: demoManager.email, name: 'A', role: 'staff', allCinemas: true },
        /^email: an account with this email already exists$/,
      ],
      [
        { email: 'demo@reeltime.app', name: 'A', role: 'staff', allCinemas: true },
        /^email: this address belongs to a customer account/,
      ],
    ];
    for (const [body, message] of invites) {
      const response = await api().post('/api/admin/accounts', body, { token: admin });
      assert.ok([400, 409].includes(response.status), `${JSON.stringify(body)}: ${response.status} ${response.body}`);
      assert.match(response.json().message, message, JSON.stringify(body));
    }
    const managerId = (await api().get('/api/admin/accounts', { token: admin, query: { q: 'manager@' } })).json()
      .accounts[0].id;
    const updates: [unknown, RegExp][] = [
      [{}, /^Send at least one of name, role/],
      [{ role: 'owner' }, /^role must be admin, manager or staff$/],
      [{ disabled: 'no' }, /^disabled must be true or false$/],
      [{ resendInvite: true }, /^resendInvite: this account has already accepted its invitation$/],
      [{ cinemaIds: [] }, /^cinemaIds must name at least one cinema/],
    ];
    for (const [body, message] of updates) {
      const response = await api().put(`/api/admin/accounts/${managerId}`, body, { token: admin });
      assert.equal(response.status, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.match(response.json().message, message);
    }
    assert.equal(
      (await api().put('/api/admin/accounts/abc', { name: 'X' }, { token: admin })).json().message,
      'id must be an account id',
    );

    const customerId = (
      await api()
        .app.db.selectFrom('users')
        .select('id')
        .where('email', '=', 'demo@reeltime.app')
        .executeTakeFirstOrThrow()
    ).id;
    const editCustomer = await api().put(`/api/admin/accounts/${customerId}`, { role: 'admin' }, { token: admin });
    assert.deepEqual([editCustomer.status, editCustomer.json().message], [404, 'Account not found.']);
    const answer = (await api().get('/api/admin/accounts', { token: admin })).json();
    assert.ok(
      answer.cinemas.some(
        (cinema: { id: number; name: string }) => cinema.id === aurora && cinema.name === 'Aurora Cinemas',
      ),
      'the cinemas to choose from',
    );
    const listed = answer.accounts as { email: string; role: string }[];
    assert.ok(listed.every((account) => account.role !== 'customer'));
    assert.ok(!listed.some((account) => account.email === 'demo@reeltime.app'));
    const managers = (await api().get('/api/admin/accounts', { token: admin, query: { role: 'manager' } })).json()
      .accounts;
    assert.ok(managers.length >= 1 && managers.every((account: { role: string }) => account.role === 'manager'));
  });

  test('an invitation: e-mailed link, greeting, password set once, signed in as a manager of its cinemas; the audit keeps no secret', async () => {
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const cinemas = await cinemaIds(api(), 'Aurora Cinemas', 'Harbour Lights Cinema');
    const email = newEmail('Invited.Manager');
    const invited = await api().post(
      '/api/admin/accounts',
      { email: email.toUpperCase(), name: 'Ira Manager', role: 'manager', cinemaIds: cinemas },
      { token: admin },
    );
    assert.equal(invited.status, 201, invited.body);
    const account = invited.json();
    assert.equal(account.email, email.toLowerCase());
    assert.deepEqual(
      [account.role, account.status, account.allCinemas, account.lastSignInAt],
      ['manager', 'invited', false, null],
    );
    assert.deepEqual(account.cinemas.map((cinema: { name: string }) => cinema.name).sort(), [
      'Aurora Cinemas',
      'Harbour Lights Cinema',
    ]);
    assert.ok(Date.parse(account.inviteExpiresAt) - Date.now() > 71 * HOUR_MS);

    const [mail] = (await api().get('/api/dev/outbox', { query: { to: account.email } })).json();
    assert.match(
      mail.text,
      /invited you to the ReelTime back office as a manager of Aurora Cinemas, Harbour Lights Cinema/,
    );
    assert.match(mail.text, /http:\/\/localhost:3000\/admin\/invite#code=/);
    const code = await invitationCode(api(), account.email);
    assert.ok(code.length >= 43, 'the code carries 256 bits');
    const stored = await api()
      .app.db.selectFrom('account_invites')
      .select('code_hash')
      .where('user_id', '=', account.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.code_hash, code, 'only a hash of the code is stored');

    assert.equal(
      (await api().post('/api/auth/login', { username: account.email, password: 'anything at all' })).status,
      401,
      'no password works before acceptance',
    );
    const lookup = await api().post('/api/admin/invites/lookup', { code });
    assert.equal(lookup.status, 200, lookup.body);
    assert.deepEqual(
      { ...lookup.json(), cinemas: lookup.json().cinemas.length, expiresAt: 'x' },
      { name: 'Ira Manager', email: account.email, role: 'manager', allCinemas: false, cinemas: 2, expiresAt: 'x' },
    );

    const short = await api().post('/api/admin/invites/accept', { code, password: 'short' });
    assert.deepEqual([short.status, short.json().message], [400, 'The password must be at least 12 characters.']);
    const itself = await api().post('/api/admin/invites/accept', { code, password: account.email });
    assert.equal(itself.status, 400);
    const password = 'a long and private pass phrase';
    const accepted = await api().post('/api/admin/invites/accept', { code, password });
    assert.equal(accepted.status, 200, accepted.body);
    const me = (await api().get('/api/admin/me', { token: accepted.json().token })).json();
    assert.deepEqual([me.email, me.role, me.allCinemas, me.cinemas.length], [account.email, 'manager', false, 2]);
    assert.equal((await api().post('/api/auth/login', { username: account.email, password })).status, 200);

    const reused = await api().post('/api/admin/invites/accept', { code, password: 'another long pass phrase' });
    assert.deepEqual(
      [reused.status, reused.json().message],
      [410, 'This invitation was already used. Sign in with your e-mail and the password you chose.'],
    );
    assert.equal((await api().post('/api/admin/invites/lookup', { code })).status, 410);

    const listed = (await api().get('/api/admin/accounts', { token: admin, query: { q: 'invited.manager' } })).json()
      .accounts;
    assert.deepEqual([listed.length, listed[0].status, listed[0].inviteExpiresAt], [1, 'active', null]);
    assert.ok(listed[0].lastSignInAt);

    const audit = (
      await api().get('/api/admin/audit', { token: admin, query: { entity: 'account', q: String(account.id) } })
    ).json().entries;
    assert.deepEqual(
      audit.map((entry: { action: string }) => entry.action),
      ['accept-invite', 'invite'],
    );
    const text = JSON.stringify(audit);
    assert.ok(
      !text.includes(code) && !text.includes(stored.code_hash) && !text.includes('scrypt$') && !text.includes(password),
    );
    assert.equal(audit[1].actor.email, demoAdmin.email);
  });

  test('a new invitation voids the old link; an expired link is refused; inviting the same pending address again re-sends', async () => {
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const email = newEmail('door');
    const first = await api().post(
      '/api/admin/accounts',
      { email, name: 'Door Person', role: 'staff', allCinemas: true },
      { token: admin },
    );
    assert.equal(first.status, 201);
    const oldCode = await invitationCode(api(), email);
    const again = await api().post(
      '/api/admin/accounts',
      { email, name: 'Door Person', role: 'staff', allCinemas: true },
      { token: admin },
    );
    assert.equal(again.status, 200, 'the same pending address gets a new invitation');
    const secondCode = await invitationCode(api(), email);
    assert.notEqual(secondCode, oldCode);
    assert.equal(
      (await api().post('/api/admin/invites/lookup', { code: oldCode })).status,
      400,
      'the old link no longer works',
    );

    const resent = await api().put(`/api/admin/accounts/${first.json().id}`, { resendInvite: true }, { token: admin });
    assert.equal(resent.status, 200, resent.body);
    const newest = await invitationCode(api(), email);
    assert.equal((await api().post('/api/admin/invites/lookup', { code: secondCode })).status, 400);
    assert.equal((await api().post('/api/admin/invites/lookup', { code: newest })).status, 200);

    api().clock.advance(73 * HOUR_MS);
    try {
      const expired = await api().post('/api/admin/invites/accept', {
        code: newest,
        password: 'a long and private pass phrase',
      });
      assert.deepEqual(
        [expired.status, expired.json().message],
        [410, 'This invitation has expired. Ask your admin to send a new one.'],
      );
    } finally {
      api().clock.reset();
    }
  });

  test('a disabled account: its token refused at once, password and one-time-code logins refused; enabled again it signs in', async () => {
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const email = newEmail('leaving');
    const { id } = (
      await api().post(
        '/api/admin/accounts',
        { email, name: 'Leaving Soon', role: 'staff', allCinemas: true },
        { token: admin },
      )
    ).json();
    const password = 'a long and private pass phrase';
    const { token } = (
      await api().post('/api/admin/invites/accept', { code: await invitationCode(api(), email), password })
    ).json();
    assert.equal((await api().get('/api/admin/me', { token })).status, 200);
    assert.equal(
      (await api().post('/api/auth/initiate-login', { email })).status,
      200,
      'a code sent before the account is disabled',
    );
    const codeBefore = await latestCode(api(), email);

    const disabled = await api().put(`/api/admin/accounts/${id}`, { disabled: true }, { token: admin });
    assert.deepEqual([disabled.status, disabled.json().status], [200, 'disabled']);
    assert.equal((await api().get('/api/admin/me', { token })).status, 401, 'the session ended at once');
    const refused = await api().post('/api/auth/login', { username: email, password });
    assert.deepEqual(
      [refused.status, refused.json().message],
      [403, 'This account has been disabled. Ask your admin to enable it again.'],
    );
    const otp = await api().post('/api/auth/verify-otp', { email, otp: codeBefore });
    assert.deepEqual(
      [otp.status, otp.json().message],
      [403, 'This account has been disabled. Ask your admin to enable it again.'],
    );
    assert.equal((await api().post('/api/auth/initiate-login', { email })).status, 403, 'no new code is sent');

    const enabled = await api().put(`/api/admin/accounts/${id}`, { disabled: false }, { token: admin });
    assert.deepEqual([enabled.status, enabled.json().status], [200, 'active']);
    assert.equal((await api().post('/api/auth/login', { username: email, password })).status, 200);
    const actions = (await api().get('/api/admin/audit', { token: admin, query: { entity: 'account', q: String(id) } }))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    assert.deepEqual(actions.slice(0, 2), ['enable', 'disable']);
  });

  test('the last active admin can be neither disabled nor demoted; role and cinemas change', async () => {
    const admin = await login(api(), demoAdmin.email, demoAdmin.password);
    const adminId = (await api().get('/api/admin/me', { token: admin })).json().id;
    for (const body of [{ disabled: true }, { role: 'manager', allCinemas: true }]) {
      const refused = await api().put(`/api/admin/accounts/${adminId}`, body, { token: admin });
      assert.deepEqual(
        [refused.status, refused.json().message],
        [400, 'This is the last active admin: make another account an admin first, so the chain keeps one.'],
        JSON.stringify(body),
      );
    }
    const email = newEmail('second-admin');
    const { id } = (
      await api().post('/api/admin/accounts', { email, name: 'Second Admin', role: 'admin' }, { token: admin })
    ).json();
    assert.equal(
      (await api().put(`/api/admin/accounts/${adminId}`, { disabled: true }, { token: admin })).status,
      400,
      'an admin still invited does not count',
    );
    const { token: second } = (
      await api().post('/api/admin/invites/accept', {
        code: await invitationCode(api(), email),
        password: 'second admin pass phrase',
      })
    ).json();

    const [harbour] = await cinemaIds(api(), 'Harbour Lights Cinema');
    const demoted = await api().put(
      `/api/admin/accounts/${id}`,
      { role: 'manager', cinemaIds: [harbour] },
      { token: admin },
    );
    assert.equal(demoted.status, 200, demoted.body);
    assert.deepEqual(
      [demoted.json().role, demoted.json().allCinemas, demoted.json().cinemas],
      ['manager', false, [{ id: harbour, name: 'Harbour Lights Cinema' }]],
    );
    assert.equal((await api().get('/api/admin/accounts', { token: second })).status, 403, 'a manager now');
    const promoted = await api().put(
      `/api/admin/accounts/${id}`,
      { role: 'admin', name: 'Second Admin Again' },
      { token: admin },
    );
    assert.deepEqual(
      [promoted.json().role, promoted.json().allCinemas, promoted.json().cinemas, promoted.json().name],
      ['admin', true, [], 'Second Admin Again'],
    );
    assert.equal((await api().get('/api/admin/accounts', { token: second })).status, 200);
    // With two active admins, one may be disabled (and is enabled again so later tests keep the demo admin).
    assert.equal((await api().put(`/api/admin/accounts/${id}`, { disabled: true }, { token: admin })).status, 200);
  });
});
