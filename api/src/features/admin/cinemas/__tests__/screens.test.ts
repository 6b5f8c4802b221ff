import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../../testing/fixtures.js';
import { backOfficeAccount } from './back-office-accounts.js';

type Layout = {
  tiers: { tier: string; pricePaise: number }[];
  rows: { label: string; tier: string; seats: { number: number; column: number; kind: string }[] }[];
};

/** Rows of `perRow` seats in columns 1.., with an aisle after the third seat. */
function layout(rows: [string, string][], perRow = 6): Layout {
  return {
    tiers: [...new Set(rows.map(([, tier]) => tier))].map((tier) => ({
      tier,
      pricePaise: tier === 'Prime' ? 25_000 : 18_000,
    })),
    rows: rows.map(([label, tier]) => ({
      label,
      tier,
      seats: Array.from({ length: perRow }, (_, index) => ({
        number: index + 1,
        column: index < 3 ? index + 1 : index + 2,
        kind: 'standard',
      })),
    })),
  };
}

describeEachDatabase('back office: screens and seat layouts', (api) => {
  let admin: { token: string };
  let cinemaId: number;

  before(async () => {
    admin = await backOfficeAccount(api(), 'admin');
    cinemaId = (
      await api().post(
        '/api/admin/cinemas',
        {
          name: 'Layout Palace',
          city: 'Pune',
          address: 'FC Road',
          timeZone: 'Asia/Kolkata',
          facilities: [],
          cancellationPolicy: { cutoffMinutes: 0, refundPercent: 100 },
          cleaningMinutes: 15,
        },
        { token: admin.token },
      )
    ).json().id;
  });

  test('a screen is added with its layout, read back in the same format, listed with its counts, renamed and audited', async () => {
    const drawn = layout([
      ['A', 'Classic'],
      ['B', 'Prime'],
    ]);
    drawn.rows[0].seats[0].kind = 'wheelchair';
    drawn.rows[0].seats[1].kind = 'companion';
    const created = await api().post(
      `/api/admin/cinemas/${cinemaId}/screens`,
      { name: 'Screen 1', layout: drawn },
      { token: admin.token },
    );
    assert.equal(created.status, 201);
    const screen = created.json();
    assert.deepEqual(screen.layout, {
      tiers: [
        { tier: 'Prime', pricePaise: 25_000 },
        { tier: 'Classic', pricePaise: 18_000 },
      ],
      rows: drawn.rows,
    });
    assert.deepEqual(screen.seatsByTier, { Recliner: 0, Prime: 6, Classic: 6 });
    assert.deepEqual((await api().get(`/api/admin/screens/${screen.id}`, { token: admin.token })).json(), screen);
    const listed = (await api().get(`/api/admin/cinemas/${cinemaId}/screens`, { token: admin.token })).json();
    assert.deepEqual(listed, [
      { id: screen.id, cinemaId, name: 'Screen 1', seatCount: 12, seatsByTier: screen.seatsByTier },
    ]);

    const twin = await api().post(
      `/api/admin/cinemas/${cinemaId}/screens`,
      { name: 'Screen 1', layout: drawn },
      { token: admin.token },
    );
    assert.equal(twin.status, 409);
    assert.match(twin.json().message, /already has a screen named "Screen 1"/);

    const renamed = await api().put(
      `/api/admin/screens/${screen.id}`,
      { name: 'Gold Screen', layout: layout([['A', 'Classic']], 4) },
      { token: admin.token },
    );
    assert.equal(renamed.status, 200);
    assert.equal(renamed.json().seatCount, 4);
    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'screen')
      .where('entity_id', '=', String(screen.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create', 'update'],
    );
    assert.equal((audit[1].before as { seatCount: number }).seatCount, 12);
    assert.equal((audit[1].after as { name: string }).name, 'Gold Screen');
  });

  test('layouts breaking a rule are refused with 400 naming the exact problem', async () => {
    const clash = layout([
      ['A', 'Classic'],
      ['C', 'Classic'],
    ]);
    clash.rows[1].seats[5].column = 6;
    const lonelyWheelchair = layout([['A', 'Classic']]);
    lonelyWheelchair.rows[0].seats[2].kind = 'wheelchair';
    const strayCompanion = layout([['A', 'Classic']]);
    strayCompanion.rows[0].seats[0].kind = 'companion';
    const unpriced = layout([['A', 'Classic']]);
    unpriced.tiers = [];
    const twiceRow = layout([
      ['A', 'Classic'],
      ['A', 'Classic'],
    ]);
    const twiceSeat = layout([['A', 'Classic']]);
    twiceSeat.rows[0].seats[4].number = 2;
    const wide = layout([['A', 'Classic']]);
    wide.rows[0].seats[0].column = 61;
    const badTier = layout([['A', 'Classic']]);
    badTier.rows[0].tier = 'Balcony';
    const cases: [unknown, RegExp][] = [
      [clash, /^Row C: seat 5 and seat 6 both stand in column 6$/],
      [lonelyWheelchair, /^Row A: wheelchair space A3 needs a companion seat in a column beside it$/],
      [strayCompanion, /^Row A: companion seat A1 must stand beside a wheelchair space$/],
      [unpriced, /^Row A is Classic, but layout.tiers gives no price for Classic$/],
      [twiceRow, /^Row A appears twice/],
      [twiceSeat, /^Row A: seat 2 appears twice$/],
      [wide, /^layout\.rows\.0\.seats\.0\.column must be at most 60$/],
      [badTier, /^layout\.rows\.0\.tier must be one of: Recliner, Prime, Classic$/],
      [{ tiers: [{ tier: 'Classic', pricePaise: 0 }], rows: [] }, /^layout\.tiers\.0\.pricePaise must be at least 1$/],
      [{ tiers: [{ tier: 'Classic', pricePaise: 100 }], rows: [] }, /^layout must have at least one seat$/],
      [
        layout([
          ['A', 'Classic'],
          ['b', 'Classic'],
        ]),
        /^layout\.rows\.1\.label must be one capital letter A to Z$/,
      ],
      [layout([['AB', 'Classic']]), /^layout\.rows\.0\.label must be one capital letter A to Z$/],
    ];
    for (const [body, message] of cases) {
      const response = await api().post(
        `/api/admin/cinemas/${cinemaId}/screens`,
        { name: 'Broken', layout: body },
        { token: admin.token },
      );
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    const tooMany = layout(
      Array.from({ length: 20 }, (_, index) => [String.fromCharCode(65 + index), 'Classic'] as [string, string]),
      51,
    );
    const refused = await api().post(
      `/api/admin/cinemas/${cinemaId}/screens`,
      { name: 'Huge', layout: tooMany },
      { token: admin.token },
    );
    assert.equal(refused.status, 400);
    assert.equal(refused.json().message, 'layout has 1020 seats; a screen has at most 1000');
  });

  test('a layout dropping or moving a seat booked for a show ahead is refused naming seat and show; other changes reach customers at once', async () => {
    const customer = await registerUser(api());
    const slotId = await freshSlot(api());
    const show = await api()
      .app.db.selectFrom('shows')
      .innerJoin('movies', 'movies.id', 'shows.movie_id')
      .select([
        'shows.screen_id',
        'shows.theater_id',
        'shows.show_date',
        'shows.start_time',
        'shows.movie_id',
        'movies.title',
      ])
      .where('shows.id', '=', slotId)
      .executeTakeFirstOrThrow();
    await book(api(), customer.token, slotId, ['B4']);
    const manager = await backOfficeAccount(api(), 'manager', [show.theater_id]);
    const current = (await api().get(`/api/admin/screens/${show.screen_id}`, { token: manager.token })).json();

    // The seed layout is valid as it stands: exported and imported unchanged, it saves.
    assert.equal(
      (
        await api().put(
          `/api/admin/screens/${current.id}`,
          { name: current.name, layout: current.layout },
          { token: manager.token },
        )
      ).status,
      200,
    );

    const rowB = current.layout.rows.findIndex((row: { label: string }) => row.label === 'B');
    const dropped = structuredClone(current.layout);
    dropped.rows[rowB].seats = dropped.rows[rowB].seats.filter((seat: { number: number }) => seat.number !== 4);
    const moved = structuredClone(current.layout);
    const lastColumn = Math.max(...moved.rows[rowB].seats.map((seat: { column: number }) => seat.column));
    moved.rows[rowB].seats.find((seat: { number: number }) => seat.number === 4).column = lastColumn + 5;
    for (const changed of [dropped, moved]) {
      const response = await api().put(
        `/api/admin/screens/${current.id}`,
        { name: current.name, layout: changed },
        { token: manager.token },
      );
      assert.equal(response.status, 409);
      const startTime = show.start_time.slice(0, 5);
      assert.match(
        response.json().message,
        new RegExp(`B4 \\(${show.title.replace(/[()]/g, '.')}, ${show.show_date} ${startTime}\\)`),
      );
      assert.deepEqual(response.json().conflicts, [
        { seatNumber: 'B4', showId: slotId, movieTitle: show.title, showDate: show.show_date, startTime },
      ]);
    }

    // Row B becomes Recliner, a tier the screen had no price for: the show gets the screen's new default for it.
    await api().get(`/api/seats/slot/${slotId}`);
    const reclined = structuredClone(current.layout);
    reclined.rows[rowB].tier = 'Recliner';
    if (!reclined.tiers.some((tier: { tier: string }) => tier.tier === 'Recliner'))
      reclined.tiers.push({ tier: 'Recliner', pricePaise: 45_000 });
    await api().app.db.deleteFrom('show_prices').where('show_id', '=', slotId).where('tier', '=', 'Recliner').execute();
    const saved = await api().put(
      `/api/admin/screens/${current.id}`,
      { name: current.name, layout: reclined },
      { token: manager.token },
    );
    assert.equal(saved.status, 200);
    const reclinerPrice = reclined.tiers.find((tier: { tier: string }) => tier.tier === 'Recliner').pricePaise;
    const seats = (await api().get(`/api/seats/slot/${slotId}`)).json();
    const b1 = seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'B1');
    assert.equal(b1.tier, 'Recliner');
    assert.equal(b1.price, reclinerPrice / 100);
    assert.equal(seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'B4').status, 'BOOKED');
  });
});
