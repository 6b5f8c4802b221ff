import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';

describeEachDatabase('profile', (api) => {
  test('GET returns the caller’s profile; 401 without or with a bad token', async () => {
    const user = await registerUser(api());
    const response = await api().get('/api/user/profile', { token: user.token });
    assert.equal(response.status, 200);
    assert.deepEqual(
      { ...response.json(), id: undefined },
      {
        id: undefined,
        username: user.username,
        email: user.email,
        phone: user.phone,
        gender: 'Female',
      },
    );
    assert.equal((await api().get('/api/user/profile')).status, 401);
    assert.equal((await api().get('/api/user/profile', { token: 'nope' })).status, 401);
  });

  test('PUT changes username and gender (any case) only; email and phone stay', async () => {
    const user = await registerUser(api());
    const response = await api().put(
      '/api/user/profile',
      {
        username: 'Renamed Person',
        gender: 'mALE',
        email: 'hacker@example.com',
        phone: '9999999999',
      },
      { token: user.token },
    );
    assert.equal(response.status, 200);
    assert.equal(response.json().username, 'Renamed Person');
    assert.equal(response.json().gender, 'Male');
    assert.equal(response.json().email, user.email);
    assert.equal(response.json().phone, user.phone);
    const cleared = await api().put('/api/user/profile', { gender: '' }, { token: user.token });
    assert.equal(cleared.json().gender, '');
    const bad = await api().put('/api/user/profile', { gender: 'robot' }, { token: user.token });
    assert.equal(bad.status, 400);
    assert.match(bad.json().message, /gender/);
    const blank = await api().put('/api/user/profile', { username: '   ' }, { token: user.token });
    assert.equal(blank.status, 400);
    assert.match(blank.json().message, /username/);
    assert.equal((await api().put('/api/user/profile', { username: 'x' })).status, 401);
  });

  test('change-password: wrong current password is 400, short new one is 400, success changes login', async () => {
    const user = await registerUser(api());
    const wrong = await api().put(
      '/api/user/change-password',
      { currentPassword: 'not-it', newPassword: 'newpass1' },
      { token: user.token },
    );
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json().message, 'Current password is incorrect');
    const short = await api().put(
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: '123' },
      { token: user.token },
    );
    assert.equal(short.status, 400);
    assert.equal(short.json().message, 'New password must be at least 6 characters!');
    const ok = await api().put(
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'newpass1' },
      { token: user.token },
    );
    assert.equal(ok.status, 200);
    assert.equal((await api().post('/api/auth/login', { username: user.email, password: 'newpass1' })).status, 200);
    assert.equal(
      (await api().put('/api/user/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' })).status,
      401,
    );
  });

  test('change-password revokes every earlier token (401 as if expired) and returns a fresh one', async () => {
    const user = await registerUser(api());
    const second = (await api().post('/api/auth/login', { username: user.phone, password: user.password })).json()
      .token;
    const slotId = await freshSlot(api());
    await holdSeats(api(), user.token, slotId, ['A1']);
    assert.equal((await api().get('/api/user/profile', { token: second })).status, 200);

    const ok = await api().put(
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'newpass1' },
      { token: user.token },
    );
    assert.equal(ok.status, 200);
    assert.equal(ok.json().message, 'Password changed successfully');
    const fresh = ok.json().token;
    assert.equal(typeof fresh, 'string');

    for (const token of [user.token, second]) {
      const stale = await api().get('/api/user/profile', { token });
      assert.equal(stale.status, 401);
      assert.equal(stale.json().message, 'Authentication expired. Please login again.');
      assert.equal((await api().get('/api/user/favorites', { token })).status, 401);
      // Where a token is optional, a revoked one counts as anonymous: the user's own hold reads HELD.
      const seat = (await api().get(`/api/seats/slot/${slotId}`, { token }))
        .json()
        .find((row: { seatNumber: string }) => row.seatNumber === 'A1');
      assert.equal(seat.status, 'HELD');
    }
    assert.equal(
      (
        await api().put(
          '/api/user/change-password',
          { currentPassword: 'newpass1', newPassword: 'newpass2' },
          { token: user.token },
        )
      ).status,
      401,
    );
    assert.equal((await api().get('/api/user/profile', { token: fresh })).status, 200);
    const own = (await api().get(`/api/seats/slot/${slotId}`, { token: fresh }))
      .json()
      .find((row: { seatNumber: string }) => row.seatNumber === 'A1');
    assert.equal(own.status, 'AVAILABLE');
    const login = await api().post('/api/auth/login', { username: user.email, password: 'newpass1' });
    assert.equal((await api().get('/api/user/profile', { token: login.json().token })).status, 200);
  });

  test('PUT with a NUL character or a wrong type is 400 naming the field', async () => {
    const { token } = await registerUser(api());
    const nul = await api().put('/api/user/profile', { username: 'a\u0000b' }, { token });
    assert.equal(nul.status, 400);
    assert.match(nul.json().message, /username/);
    const typed = await api().put('/api/user/profile', { gender: 1 }, { token });
    assert.equal(typed.status, 400);
    assert.match(typed.json().message, /gender must be text/);
  });

  test('DELETE removes the account, its favourites, holds and bookings, and frees seats of shows ahead', async () => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    await book(api(), user.token, slotId, ['A1']);
    await holdSeats(api(), user.token, slotId, ['A2']);
    await api().post('/api/user/favorites/1', undefined, { token: user.token });

    const before = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(before.find((seat: { seatNumber: string }) => seat.seatNumber === 'A1').status, 'BOOKED');

    const deleted = await api().delete('/api/user/delete', { token: user.token });
    assert.equal(deleted.status, 200);
    assert.equal(typeof deleted.json().message, 'string');
    assert.equal((await api().get('/api/user/profile', { token: user.token })).status, 401);
    assert.equal((await api().post('/api/auth/login', { username: user.email, password: user.password })).status, 401);

    const after = (await api().get(`/api/seats/slot/${slotId}`)).json();
    for (const seatNumber of ['A1', 'A2']) {
      assert.equal(after.find((seat: { seatNumber: string }) => seat.seatNumber === seatNumber).status, 'AVAILABLE');
    }
    // A client that always sends a JSON Content-Type, even without a body, can delete too.
    const other = await registerUser(api());
    const emptyJson = await api().request('DELETE', '/api/user/delete', {
      token: other.token,
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    assert.equal(emptyJson.status, 200);
    // The email and phone are free again.
    await registerUser(api(), { email: user.email, phone: user.phone });
    assert.equal((await api().delete('/api/user/delete')).status, 401);
  });
});
