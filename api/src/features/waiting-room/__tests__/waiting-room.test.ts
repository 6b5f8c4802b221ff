import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, goodCard, registerUser, type TestUser } from '../../../testing/fixtures.js';
import { backOfficeAccount, createCinema } from '../../admin/shows/__tests__/back-office-fixtures.js';
import { ADMISSION_INVALID_MESSAGE, NOT_ADMITTED_MESSAGE } from '../admission-check.js';
import { toLocal } from '../../../lib/cinema-time.js';
import { NO_WAITING_ROOM, SHOW_STARTED } from '../schemas.js';

const SECOND = 1000;

async function theaterOf(api: TestApi, showId: number): Promise<number> {
  return (await api.app.db.selectFrom('shows').select('theater_id').where('id', '=', showId).executeTakeFirstOrThrow())
    .theater_id;
}

async function flag(api: TestApi, token: string, showId: number, onSaleAt: Date, admitPerMinute?: number) {
  return api.put(
    `/api/admin/shows/${showId}/on-sale`,
    { onSaleAt: onSaleAt.toISOString(), ...(admitPerMinute ? { admitPerMinute } : {}) },
    { token },
  );
}

const status = async (api: TestApi, user: TestUser | undefined, showId: number) =>
  (await api.get(`/api/waiting-room/${showId}`, { token: user?.token })).json();

function hold(api: TestApi, user: TestUser, showId: number, seatNumbers: string[], admissionToken?: string) {
  return api.post(
    '/api/bookings/select-seats',
    { slotId: showId, seatNumbers },
    { token: user.token, headers: admissionToken ? { 'x-admission-token': admissionToken } : {} },
  );
}

function pay(
  api: TestApi,
  user: TestUser,
  showId: number,
  seatNumbers: string[],
  totalAmount: number,
  admissionToken?: string,
) {
  return api.post(
    '/api/bookings/payment',
    { slotId: showId, seatNumbers, totalAmount, ...goodCard },
    {
      token: user.token,
      headers: admissionToken ? { 'x-admission-token': admissionToken } : {},
    },
  );
}

describeEachDatabase('virtual waiting room', (api) => {
  test('early arrivals are drawn at random at the on-sale moment, later ones queue in order, and turns come at the rate', async () => {
    api().clock.reset();
    const showId = await freshSlot(api());
    const manager = await backOfficeAccount(api(), 'manager', [await theaterOf(api(), showId)]);
    const onSaleAt = new Date(api().clock.now().getTime() + 60 * SECOND);
    // 6 a minute: one turn every 10 s.
    assert.equal((await flag(api(), manager.token, showId, onSaleAt, 6)).status, 200);

    const early: TestUser[] = [];
    for (let i = 0; i < 8; i++) early.push(await registerUser(api()));
    for (const user of early) {
      const joined = await api().post(`/api/waiting-room/${showId}/join`, undefined, { token: user.token });
      assert.equal(joined.status, 200, joined.body);
      assert.equal(joined.json().state, 'BEFORE_ON_SALE');
      assert.ok(
        joined.json().estimatedWaitSeconds > 55 && joined.json().estimatedWaitSeconds <= 60,
        'counts down to the on-sale moment',
      );
      assert.equal(joined.json().position, null);
    }
    const again = await api().post(`/api/waiting-room/${showId}/join`, undefined, { token: early[0].token });
    assert.equal(again.json().state, 'BEFORE_ON_SALE');
    const places = await api()
      .app.db.selectFrom('waiting_room_entries')
      .select('user_id')
      .where('show_id', '=', showId)
      .execute();
    assert.equal(places.length, 8, 'one place per account');
    const tooSoon = await hold(api(), early[0], showId, ['A1']);
    assert.deepEqual([tooSoon.status, tooSoon.json().message], [403, NOT_ADMITTED_MESSAGE]);

    api().clock.advance(61 * SECOND);
    const late = [await registerUser(api()), await registerUser(api())];
    const lateStatus = [];
    for (const user of late)
      lateStatus.push((await api().post(`/api/waiting-room/${showId}/join`, undefined, { token: user.token })).json());
    const earlyStatus = await Promise.all(early.map((user) => status(api(), user, showId)));

    // Exactly one early arrival's turn came at the on-sale moment; the others wait in a random order.
    const admitted = earlyStatus.filter((answer) => answer.state === 'ADMITTED');
    assert.equal(admitted.length, 1);
    assert.match(admitted[0].admissionToken, /^\d+\.\d+\.\d+\.[\w-]{43}$/);
    const waiting = earlyStatus.filter((answer) => answer.state === 'WAITING');
    assert.deepEqual(
      waiting.map((answer) => answer.position).sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7],
    );
    const byPosition = [...waiting].sort((a, b) => a.position - b.position);
    for (const [index, answer] of byPosition.entries()) {
      assert.equal(answer.peopleAhead, answer.position - 1);
      assert.ok(
        answer.estimatedWaitSeconds > 0 && answer.estimatedWaitSeconds <= answer.position * 10,
        JSON.stringify(answer),
      );
      if (index > 0)
        assert.ok(
          Math.abs(answer.estimatedWaitSeconds - byPosition[index - 1].estimatedWaitSeconds - 10) <= 1,
          `10 s a place: ${JSON.stringify(byPosition)}`,
        );
    }
    const numbers = await api()
      .app.db.selectFrom('waiting_room_entries')
      .select(['user_id', 'queue_number', 'joined_at'])
      .where('show_id', '=', showId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
    const drawn = numbers.slice(0, 8).map((row) => row.queue_number);
    assert.deepEqual(
      [...drawn].sort((a, b) => a! - b!),
      [1, 2, 3, 4, 5, 6, 7, 8],
      'the early arrivals share the first numbers',
    );
    assert.notDeepEqual(drawn, [1, 2, 3, 4, 5, 6, 7, 8], 'joining first gives no advantage');
    // After the moment: first come, first served, behind everyone drawn.
    assert.deepEqual(
      lateStatus.map((answer) => [answer.state, answer.position]),
      [
        ['WAITING', 8],
        ['WAITING', 9],
      ],
    );

    // The rate: 10 s later the next one's turn comes.
    const next = early[earlyStatus.findIndex((answer) => answer.position === 1)];
    assert.equal((await status(api(), next, showId)).state, 'WAITING');
    api().clock.advance(10 * SECOND);
    const turn = await status(api(), next, showId);
    assert.equal(turn.state, 'ADMITTED');
    assert.equal((await status(api(), late[0], showId)).position, 7);

    // The admitted account holds and pays with its token; without it both are refused.
    const first = early[earlyStatus.indexOf(admitted[0])];
    const refusedHold = await hold(api(), first, showId, ['A1']);
    assert.deepEqual(
      [refusedHold.status, refusedHold.json().error, refusedHold.json().message],
      [403, 'Forbidden', NOT_ADMITTED_MESSAGE],
    );
    const held = await hold(api(), first, showId, ['A1'], admitted[0].admissionToken);
    assert.equal(held.status, 200, held.body);
    const refusedPay = await pay(api(), first, showId, ['A1'], held.json().totalAmount);
    assert.equal(refusedPay.status, 403);
    const paid = await pay(api(), first, showId, ['A1'], held.json().totalAmount, admitted[0].admissionToken);
    assert.equal(paid.status, 201, paid.body);
  });

  test('admission tokens: bound to account and show, short-lived, tamper-proof; shows without a queue need none', async () => {
    api().clock.reset();
    const showId = await freshSlot(api());
    const otherShowId = await freshSlot(api());
    const admin = await backOfficeAccount(api(), 'admin');
    const now = api().clock.now();
    assert.equal((await flag(api(), admin.token, showId, new Date(now.getTime() - SECOND))).status, 200);
    assert.equal((await flag(api(), admin.token, otherShowId, new Date(now.getTime() - SECOND))).status, 200);
    const [alice, bob] = [await registerUser(api()), await registerUser(api())];
    const aliceTurn = (await api().post(`/api/waiting-room/${showId}/join`, undefined, { token: alice.token })).json();
    assert.equal(aliceTurn.state, 'ADMITTED', 'nobody waiting: admitted at once');
    const aliceOther = (
      await api().post(`/api/waiting-room/${otherShowId}/join`, undefined, { token: alice.token })
    ).json();
    const token: string = aliceTurn.admissionToken;
    const [payload, signature] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const forged = [
      ['another account', bob, token],
      ['another show', alice, aliceOther.admissionToken],
      [
        'a changed account id',
        alice,
        payload.replace(/^(\d+)\.(\d+)/, (_all, show, user) => `${show}.${Number(user) + 1}`) + '.' + signature,
      ],
      ['a changed expiry', alice, payload.replace(/\d+$/, (expiry) => String(Number(expiry) + 3600)) + '.' + signature],
      ['a changed signature', alice, `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`],
      ['garbage', alice, 'not-a-token'],
    ] as const;
    for (const [name, user, admission] of forged) {
      const refused = await hold(api(), user, showId, ['B1'], admission);
      assert.deepEqual([refused.status, refused.json().message], [403, ADMISSION_INVALID_MESSAGE], name);
    }
    assert.equal((await hold(api(), alice, showId, ['B1'], token)).status, 200);

    // Ten minutes on the token has expired; asking the queue again gives a fresh one.
    api().clock.advance(10 * 60 * SECOND + SECOND);
    const expired = await hold(api(), alice, showId, ['B2'], token);
    assert.deepEqual([expired.status, expired.json().message], [403, ADMISSION_INVALID_MESSAGE]);
    const fresh = await status(api(), alice, showId);
    assert.equal(fresh.state, 'ADMITTED');
    assert.ok(new Date(fresh.admissionExpiresAt).getTime() > api().clock.now().getTime() + 9 * 60 * SECOND);
    assert.equal((await hold(api(), alice, showId, ['B2'], fresh.admissionToken)).status, 200);

    // A show without a waiting room: no token needed, and its queue answers NO_QUEUE.
    const plainShow = await freshSlot(api());
    assert.equal((await book(api(), bob.token, plainShow, ['C1'])).status, 'CONFIRMED');
    assert.equal((await status(api(), bob, plainShow)).state, 'NO_QUEUE');
    const noRoom = await api().post(`/api/waiting-room/${plainShow}/join`, undefined, { token: bob.token });
    assert.deepEqual([noRoom.status, noRoom.json().message], [404, NO_WAITING_ROOM]);
    assert.equal(
      (await hold(api(), bob, plainShow, ['C2'], token)).status,
      200,
      'another show’s token is simply not needed',
    );
  });

  test('the queue tells its moments on the cinema’s clock, and ends when its show starts: refused, answered NO_QUEUE, swept', async () => {
    api().clock.reset();
    const showOf = (id: number) =>
      api()
        .app.db.selectFrom('shows')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .select(['shows.id', 'shows.starts_at', 'theaters.time_zone'])
        .where('shows.id', '=', id)
        .executeTakeFirstOrThrow();
    // Two shows, one starting before the other.
    const shows = [await showOf(await freshSlot(api()))];
    while (shows.length < 2) {
      const show = await showOf(await freshSlot(api()));
      if (show.starts_at.getTime() !== shows[0].starts_at.getTime()) shows.push(show);
    }
    shows.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
    const [soon, later] = shows;
    const admin = await backOfficeAccount(api(), 'admin');
    // 09:30:15 and a quarter second, UTC: the cinema's clock reads it in its own zone, seconds and all.
    const onSaleAt = new Date(api().clock.now().getTime() + 60 * SECOND);
    onSaleAt.setUTCSeconds(15, 250);
    for (const show of shows) assert.equal((await flag(api(), admin.token, show.id, onSaleAt)).status, 200);
    const [alice, bob] = [await registerUser(api()), await registerUser(api())];
    const joined = (await api().post(`/api/waiting-room/${soon.id}/join`, undefined, { token: alice.token })).json();
    const local = toLocal(onSaleAt, soon.time_zone);
    const offset = new Intl.DateTimeFormat('en', { timeZone: soon.time_zone, timeZoneName: 'longOffset' })
      .formatToParts(onSaleAt)
      .find((part) => part.type === 'timeZoneName')!
      .value.replace(/^GMT$/, 'GMT+00:00')
      .replace('GMT', '');
    assert.equal(joined.onSaleAt, `${local.date}T${local.time}:15.250${offset}`);
    assert.equal(Date.parse(joined.onSaleAt), onSaleAt.getTime(), 'the same instant');
    await api().post(`/api/waiting-room/${later.id}/join`, undefined, { token: alice.token });
    await api().post(`/api/waiting-room/${soon.id}/join`, undefined, { token: bob.token });

    // Half a second after the moment: the first drawn is admitted, the second waits 2 s (30 a minute).
    api().clock.advance(onSaleAt.getTime() - api().clock.now().getTime() + SECOND / 2);
    const turn = await status(api(), alice, soon.id);
    const waiting = await status(api(), bob, soon.id);
    const admitted = turn.state === 'ADMITTED' ? turn : waiting;
    assert.deepEqual([turn.state, waiting.state].sort(), ['ADMITTED', 'WAITING']);
    assert.ok(admitted.admissionExpiresAt.endsWith(offset), admitted.admissionExpiresAt);
    assert.equal(
      Date.parse(admitted.admissionExpiresAt),
      Math.floor(api().clock.now().getTime() / 1000) * 1000 + 600_000,
    );

    // The first show starts: its queue ends at once (on read), before the sweeper has deleted its places.
    api().clock.advance(soon.starts_at.getTime() - api().clock.now().getTime() + SECOND);
    const places = (showId: number) =>
      api().app.db.selectFrom('waiting_room_entries').select('user_id').where('show_id', '=', showId).execute();
    assert.equal((await places(soon.id)).length, 2);
    for (const user of [alice, bob]) assert.equal((await status(api(), user, soon.id)).state, 'NO_QUEUE');
    const late = await registerUser(api());
    const refused = await api().post(`/api/waiting-room/${soon.id}/join`, undefined, { token: late.token });
    assert.deepEqual([refused.status, refused.json().message], [409, SHOW_STARTED]);

    const swept = await api().app.sweepExpired();
    assert.ok(swept.waitingRoomPlaces >= 2, JSON.stringify(swept));
    assert.deepEqual(await places(soon.id), [], 'the started show’s places are deleted');
    assert.equal((await places(later.id)).length, 1, 'a show still ahead keeps its queue');
    // Two days on, Alice signs in again: her place in the later show's queue is still there.
    const login = await api().post('/api/auth/login', { username: alice.email, password: alice.password });
    assert.equal((await status(api(), { ...alice, token: login.json().token }, later.id)).state, 'ADMITTED');
    const adminNow = await backOfficeAccount(api(), 'admin');
    const onSale = (await api().get(`/api/admin/shows/${soon.id}/on-sale`, { token: adminNow.token })).json().onSale;
    assert.deepEqual([onSale.started, onSale.joined], [true, 0], 'the on-sale itself stays on record');
    api().clock.reset();
  });

  test('the back office flags an on-sale: managers of its cinema and admins, validated, audited, removable', async () => {
    api().clock.reset();
    const showId = await freshSlot(api());
    const theaterId = await theaterOf(api(), showId);
    const manager = await backOfficeAccount(api(), 'manager', [theaterId]);
    const elsewhere = await backOfficeAccount(api(), 'manager', [(await createCinema(api())).theaterId]);
    const staff = await backOfficeAccount(api(), 'staff', [theaterId]);
    const customer = await registerUser(api());
    const onSaleAt = new Date(api().clock.now().getTime() + 5 * 60 * SECOND);

    for (const [who, token, expected] of [
      ['signed out', undefined, 401],
      ['customer', customer.token, 403],
      ['staff', staff.token, 403],
      ['other cinema', elsewhere.token, 404],
    ] as const) {
      assert.equal(
        (await api().put(`/api/admin/shows/${showId}/on-sale`, { onSaleAt: onSaleAt.toISOString() }, { token })).status,
        expected,
        who,
      );
      assert.equal((await api().get(`/api/admin/shows/${showId}/on-sale`, { token })).status, expected, who);
      assert.equal((await api().delete(`/api/admin/shows/${showId}/on-sale`, { token })).status, expected, who);
    }
    const bad = [
      [{ onSaleAt: 'soon' }, /^onSaleAt must be a date and time/],
      [
        { onSaleAt: onSaleAt.toISOString(), admitPerMinute: 0 },
        /^admitPerMinute must be a whole number from 1 to 100000/,
      ],
      [{ onSaleAt: '2099-01-01T00:00:00Z' }, /^onSaleAt must be before the show starts/],
    ] as const;
    for (const [body, message] of bad) {
      const refused = await api().put(`/api/admin/shows/${showId}/on-sale`, body, { token: manager.token });
      assert.equal(refused.status, 400, refused.body);
      assert.match(refused.json().message, message);
    }

    assert.deepEqual((await api().get(`/api/admin/shows/${showId}/on-sale`, { token: manager.token })).json(), {
      onSale: null,
    });
    const created = await flag(api(), manager.token, showId, onSaleAt);
    assert.deepEqual(created.json(), {
      showId,
      onSaleAt: onSaleAt.toISOString(),
      admitPerMinute: 30,
      started: false,
      joined: 0,
    });
    assert.equal(
      (await api().get(`/api/waiting-room/${showId}`)).json().state,
      'NOT_JOINED',
      'signed out: sign in to join',
    );
    assert.equal((await api().post(`/api/waiting-room/${showId}/join`)).status, 401);
    await api().post(`/api/waiting-room/${showId}/join`, undefined, { token: customer.token });
    const earlier = new Date(onSaleAt.getTime() - 60 * SECOND);
    const moved = await flag(api(), manager.token, showId, earlier, 120);
    assert.deepEqual(moved.json(), {
      showId,
      onSaleAt: earlier.toISOString(),
      admitPerMinute: 120,
      started: false,
      joined: 1,
    });

    api().clock.advance(5 * 60 * SECOND);
    assert.equal((await status(api(), customer, showId)).state, 'ADMITTED');
    const tooLate = await flag(api(), manager.token, showId, onSaleAt);
    assert.equal(tooLate.status, 409);
    const rate = await flag(api(), manager.token, showId, earlier, 300);
    assert.deepEqual([rate.status, rate.json().started, rate.json().admitPerMinute], [200, true, 300]);

    assert.equal((await hold(api(), customer, showId, ['A3'])).status, 403);
    assert.equal((await api().delete(`/api/admin/shows/${showId}/on-sale`, { token: manager.token })).status, 204);
    assert.equal((await hold(api(), customer, showId, ['A3'])).status, 200, 'no queue any more: no token needed');
    assert.equal((await status(api(), customer, showId)).state, 'NO_QUEUE');

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'on-sale')
      .where('entity_id', '=', String(showId))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create', 'update', 'update', 'remove'],
    );
    assert.ok(audit.every((row) => row.actor_id === manager.id));
  });
});
