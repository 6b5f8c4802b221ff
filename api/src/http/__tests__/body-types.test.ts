import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-app.js';
import { freshSlot, registerUser } from '../../testing/fixtures.js';

describeEachDatabase('JSON body types (validator settings)', (api) => {
  test('a body field of another JSON type is 400 naming the field and its type: nothing is coerced', async () => {
    const { token } = await registerUser(api());
    const slotId = await freshSlot(api());
    const cases: [unknown, string][] = [
      [{ slotId: String(slotId), seatNumbers: ['A1'] }, 'slotId must be a whole number'],
      [{ slotId: true, seatNumbers: ['A1'] }, 'slotId must be a whole number'],
      [{ slotId, seatNumbers: 'A1' }, 'seatNumbers must be a list'],
      [{ slotId, seatNumbers: [1] }, 'seatNumbers.0 must be text'],
      [[slotId], 'body must be an object'],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/bookings/select-seats', body, { token });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(
        response.json(),
        { error: 'Bad Request', message, requestId: response.headers['x-request-id'] },
        JSON.stringify(body),
      );
    }
    const profile = await api().put('/api/user/profile', { gender: ['Male'] }, { token });
    assert.equal(profile.status, 400);
    assert.equal(profile.json().message, 'gender must be text');
  });

  test('a number of the right JSON type but out of the field’s range gets the field’s own sentence', async () => {
    const { token } = await registerUser(api());
    for (const slotId of [1.5, 0, 2147483648]) {
      const response = await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['A1'] }, { token });
      assert.equal(response.status, 400, String(slotId));
      assert.equal(response.json().message, 'slotId must be a show id', String(slotId));
    }
  });

  test('paths and query strings are still read as numbers, and a valid body goes through unchanged', async () => {
    assert.equal((await api().get('/movies/search', { query: { query: 'a', limit: '2' } })).json().length, 2);
    assert.equal((await api().get('/movies/1')).status, 200);
    const { token } = await registerUser(api());
    const slotId = await freshSlot(api());
    const hold = await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['B2'] }, { token });
    assert.equal(hold.status, 200, hold.body);
    assert.deepEqual(hold.json().seatNumbers, ['B2']);
  });
});
