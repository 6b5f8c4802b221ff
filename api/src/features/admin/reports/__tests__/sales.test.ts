import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { book, freshSlot, holdSeats, registerUser } from '../../../../testing/fixtures.js';
import { addDays, toInstant, toLocal } from '../../../../lib/cinema-time.js';
import { convenienceFeeBasePaise } from '../../../../lib/money.js';
import { staffUsers } from '../../../../db/seed/staff-user.js';
import { rupees } from '../sales-csv.js';
import type { SalesFigures, SalesReport } from '../schemas.js';
import { backOfficeToken } from './back-office-login.js';

const ZONE = 'Asia/Kolkata';
const today = () => toLocal(new Date(), ZONE).date;

/** Sums computed from the bookings table row by row, independently of the report's SQL. */
async function expectedFigures(api: TestApi, from: string, to: string, cinemaIds?: number[]) {
  const bookings = await api.app.db
    .selectFrom('bookings')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select([
      'bookings.created_at',
      'bookings.refunded_at',
      'bookings.refund_paise',
      'bookings.seat_numbers',
      'bookings.ticket_fee_paise',
      'bookings.convenience_fee_paise',
      'bookings.total_paise',
      'shows.theater_id',
      'shows.movie_id',
      'theaters.time_zone',
    ])
    .execute();
  const byKey = new Map<string, SalesFigures>();
  const figuresOf = (key: string) => {
    if (!byKey.has(key)) {
      byKey.set(key, {
        bookings: 0,
        tickets: 0,
        grossPaise: 0,
        ticketSalesPaise: 0,
        convenienceFeesPaise: 0,
        gstPaise: 0,
        refundedBookings: 0,
        refundsPaise: 0,
        netPaise: 0,
      });
    }
    return byKey.get(key)!;
  };
  for (const row of bookings) {
    if (cinemaIds && !cinemaIds.includes(row.theater_id)) continue;
    const paidOn = toLocal(row.created_at, row.time_zone).date;
    if (paidOn >= from && paidOn <= to) {
      const figures = figuresOf(`${paidOn}|${row.theater_id}|${row.movie_id}`);
      const base = convenienceFeeBasePaise(row.ticket_fee_paise);
      figures.bookings += 1;
      figures.tickets += row.seat_numbers.length;
      figures.grossPaise += row.total_paise;
      figures.ticketSalesPaise += row.ticket_fee_paise;
      figures.convenienceFeesPaise += base;
      figures.gstPaise += row.convenience_fee_paise - base;
      figures.netPaise += row.total_paise;
    }
    const refundedOn = row.refunded_at ? toLocal(row.refunded_at, row.time_zone).date : undefined;
    if (refundedOn && refundedOn >= from && refundedOn <= to) {
      const figures = figuresOf(`${refundedOn}|${row.theater_id}|${row.movie_id}`);
      figures.refundedBookings += 1;
      figures.refundsPaise += row.refund_paise ?? 0;
      figures.netPaise -= row.refund_paise ?? 0;
    }
  }
  return byKey;
}

function figuresOnly<T extends SalesFigures>(row: T): SalesFigures {
  const {
    bookings,
    tickets,
    grossPaise,
    ticketSalesPaise,
    convenienceFeesPaise,
    gstPaise,
    refundedBookings,
    refundsPaise,
    netPaise,
  } = row;
  return {
    bookings,
    tickets,
    grossPaise,
    ticketSalesPaise,
    convenienceFeesPaise,
    gstPaise,
    refundedBookings,
    refundsPaise,
    netPaise,
  };
}

async function showOf(api: TestApi, showId: number) {
  return api.app.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select(['shows.id', 'shows.theater_id', 'shows.movie_id', 'shows.screen_id', 'shows.show_date', 'theaters.name'])
    .where('shows.id', '=', showId)
    .executeTakeFirstOrThrow();
}

/** A paid booking written straight into the table, paid (and maybe refunded) at the given instants. */
async function insertBooking(
  api: TestApi,
  showId: number,
  userId: number,
  seats: string[],
  ticketFeePaise: number,
  paidAt: Date,
  refund?: { paise: number; at: Date },
) {
  const convenience = Math.round(ticketFeePaise * 0.07 * 1.18);
  await api.app.db
    .insertInto('bookings')
    .values({
      user_id: userId,
      show_id: showId,
      status: refund ? 'CANCELLED' : 'CONFIRMED',
      seat_numbers: seats,
      ticket_fee_paise: ticketFeePaise,
      convenience_fee_paise: convenience,
      total_paise: ticketFeePaise + convenience,
      card_last4: '1111',
      cardholder_name: 'Report Test',
      created_at: paidAt,
      removed_at: null,
      ...(refund ? { cancelled_at: refund.at, refund_paise: refund.paise, refunded_at: refund.at } : {}),
    })
    .execute();
}

describeEachDatabase('GET /api/admin/reports/sales', (api) => {
  test('figures per day, cinema and movie agree to the paisa with the bookings, GST and refunds on their own days', async () => {
    const admin = await backOfficeToken(api(), 'admin');
    const customer = await registerUser(api());
    const userId = (
      await api().app.db.selectFrom('users').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow()
    ).id;
    const slot = await freshSlot(api());
    const show = await showOf(api(), slot);
    await book(api(), customer.token, slot, ['A1', 'A2']);
    await book(api(), customer.token, await freshSlot(api()), ['C4']);
    const day = today();
    const yesterday = addDays(day, -1);
    // Paid late yesterday evening cinema time (already today in UTC+0 terms it is not): counts on yesterday.
    await insertBooking(
      api(),
      slot,
      userId,
      ['D1', 'D2', 'D3'],
      12345,
      toInstant({ date: yesterday, time: '23:45' }, ZONE),
    );
    // Paid three days ago, refunded (in part) today: the sale counts then, the refund today.
    await insertBooking(
      api(),
      slot,
      userId,
      ['D4'],
      30000,
      toInstant({ date: addDays(day, -3), time: '00:10' }, ZONE),
      { paise: 16_713, at: new Date() },
    );
    // Paid and refunded before the range: nothing of it shows.
    await insertBooking(
      api(),
      slot,
      userId,
      ['D5'],
      30000,
      toInstant({ date: addDays(day, -9), time: '12:00' }, ZONE),
      { paise: 100, at: toInstant({ date: addDays(day, -8), time: '12:00' }, ZONE) },
    );

    const from = addDays(day, -3);
    const response = await api().get('/api/admin/reports/sales', { token: admin, query: { from, to: day } });
    assert.equal(response.status, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const report = response.json() as SalesReport;
    assert.equal(report.from, from);
    assert.equal(report.to, day);
    assert.deepEqual(
      report.days.map((row) => row.date),
      [from, addDays(day, -2), yesterday, day],
    );

    const expected = await expectedFigures(api(), from, day);
    assert.deepEqual(
      new Map(report.rows.map((row) => [`${row.date}|${row.cinema.id}|${row.movie.id}`, figuresOnly(row)])),
      expected,
    );
    const sum = (rows: SalesFigures[]) =>
      rows.reduce(
        (total, row) => {
          for (const key of Object.keys(total) as (keyof SalesFigures)[]) total[key] += row[key];
          return total;
        },
        figuresOnly({
          bookings: 0,
          tickets: 0,
          grossPaise: 0,
          ticketSalesPaise: 0,
          convenienceFeesPaise: 0,
          gstPaise: 0,
          refundedBookings: 0,
          refundsPaise: 0,
          netPaise: 0,
        }),
      );
    assert.deepEqual(report.totals, sum([...expected.values()]));
    assert.deepEqual(
      figuresOnly(report.cinemas.find((row) => row.cinema.id === show.theater_id)!),
      sum([...expected].filter(([key]) => key.split('|')[1] === String(show.theater_id)).map(([, value]) => value)),
    );
    assert.deepEqual(
      figuresOnly(report.movies.find((row) => row.movie.id === show.movie_id)!),
      sum([...expected].filter(([key]) => key.split('|')[2] === String(show.movie_id)).map(([, value]) => value)),
    );

    // Yesterday: the one booking of 3 seats at ₹123.45: fee 7% = 864 paise, fee charged round(12345 × 0.0826) = 1020, GST 156.
    const onYesterday = report.days.find((row) => row.date === yesterday)!;
    assert.deepEqual(figuresOnly(onYesterday), {
      bookings: 1,
      tickets: 3,
      grossPaise: 13_365,
      ticketSalesPaise: 12_345,
      convenienceFeesPaise: 864,
      gstPaise: 156,
      refundedBookings: 0,
      refundsPaise: 0,
      netPaise: 13_365,
    });
    const onFirstDay = report.days.find((row) => row.date === from)!;
    assert.equal(onFirstDay.grossPaise, 32_478);
    assert.equal(onFirstDay.refundsPaise, 0);
    const onToday = report.days.find((row) => row.date === day)!;
    assert.equal(onToday.tickets, 3);
    assert.equal(onToday.refundsPaise, 16_713);
    assert.equal(onToday.netPaise, onToday.grossPaise - 16_713);
    assert.equal(
      report.totals.grossPaise,
      report.totals.ticketSalesPaise + report.totals.convenienceFeesPaise + report.totals.gstPaise,
    );
  });

  test('occupancy per show: capacity of its screen, seats sold, held right now and admitted', async () => {
    const admin = await backOfficeToken(api(), 'admin');
    const customer = await registerUser(api());
    const slot = await freshSlot(api());
    const show = await showOf(api(), slot);
    await book(api(), customer.token, slot, ['B1', 'B2', 'B3']);
    await holdSeats(api(), (await registerUser(api())).token, slot, ['B7']);
    await api().app.db.updateTable('bookings').set({ used_at: new Date() }).where('show_id', '=', slot).execute();
    const capacity = await api()
      .app.db.selectFrom('screen_seats')
      .select((eb) => eb.fn.countAll<number>().as('seats'))
      .where('screen_id', '=', show.screen_id)
      .executeTakeFirstOrThrow();

    const report = (
      await api().get('/api/admin/reports/sales', {
        token: admin,
        query: {
          from: show.show_date,
          to: show.show_date,
          cinemaId: String(show.theater_id),
          movieId: String(show.movie_id),
        },
      })
    ).json() as SalesReport;
    assert.ok(
      report.occupancy.length > 0 &&
        report.occupancy.every(
          (row) =>
            row.cinema.id === show.theater_id && row.movie.id === show.movie_id && row.showDate === show.show_date,
        ),
    );
    const row = report.occupancy.find((entry) => entry.showId === slot)!;
    assert.equal(row.capacity, Number(capacity.seats));
    assert.deepEqual([row.sold, row.held, row.admitted, row.cancelled], [3, 1, 3, false]);
    assert.equal(row.occupancyPercent, Math.round((3 / row.capacity) * 1000) / 10);
    assert.match(row.startTime, /^\d\d:\d\d$/);
  });

  test('CSV: the same figures, one row per day × cinema × movie and a totals row, in rupees, safe from formulas', async () => {
    const admin = await backOfficeToken(api(), 'admin');
    const customer = await registerUser(api());
    const slot = await freshSlot(api());
    const show = await showOf(api(), slot);
    await book(api(), customer.token, slot, ['E1']);
    await api()
      .app.db.updateTable('theaters')
      .set({ name: '=HYPERLINK("http://evil.test","x")' })
      .where('id', '=', show.theater_id)
      .execute();
    await api()
      .app.db.updateTable('movies')
      .set({ title: '@SUM(A1:A9), -2+3' })
      .where('id', '=', show.movie_id)
      .execute();
    // The booking counts on its cinema's calendar, which may be a day behind or ahead of ZONE's.
    const { time_zone: zone } = await api()
      .app.db.selectFrom('theaters')
      .select('time_zone')
      .where('id', '=', show.theater_id)
      .executeTakeFirstOrThrow();
    const bookedDay = toLocal(new Date(), zone).date;
    const query = { from: addDays(today(), -1), to: addDays(today(), 1) };

    const report = (await api().get('/api/admin/reports/sales', { token: admin, query })).json() as SalesReport;
    const csv = await api().get('/api/admin/reports/sales', { token: admin, query: { ...query, format: 'csv' } });
    assert.equal(csv.status, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.equal(
      csv.headers['content-disposition'],
      `attachment; filename="reeltime-sales-${query.from}-to-${query.to}.csv"`,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    assert.equal(
      lines[0],
      'Date,Cinema,Movie,Bookings,Tickets,Gross (INR),Ticket sales (INR),Convenience fees (INR),GST (INR),Refunded bookings,Refunds (INR),Net (INR)',
    );
    assert.equal(lines.length, report.rows.length + 2);
    const { totals } = report;
    assert.equal(
      lines.at(-1),
      [
        'Total',
        '',
        '',
        totals.bookings,
        totals.tickets,
        ...[totals.grossPaise, totals.ticketSalesPaise, totals.convenienceFeesPaise, totals.gstPaise].map(rupees),
        totals.refundedBookings,
        rupees(totals.refundsPaise),
        rupees(totals.netPaise),
      ].join(','),
    );
    // Every row of the renamed cinema (earlier tests may have sold there on other days) has its text cells defused.
    const hostile = lines.filter((line) => line.includes('HYPERLINK'));
    assert.ok(
      hostile.some((line) => line.startsWith(`${bookedDay},`)),
      `a row for ${bookedDay}`,
    );
    for (const line of hostile)
      assert.match(line, /^\d{4}-\d\d-\d\d,"'=HYPERLINK\(""http:\/\/evil\.test"",""x""\)","'@SUM\(A1:A9\), -2\+3",/);
    assert.ok(lines.slice(1).every((line) => !/(^|,)[=+@]/.test(line)));

    const byAccept = await api().get('/api/admin/reports/sales', {
      token: admin,
      query,
      headers: { accept: 'text/csv' },
    });
    assert.equal(byAccept.body, csv.body);
    const json = await api().get('/api/admin/reports/sales', {
      token: admin,
      query: { ...query, format: 'json' },
      headers: { accept: 'text/csv' },
    });
    assert.equal(json.json().totals.grossPaise, totals.grossPaise);
    assert.equal(rupees(-1250), '-12.50');
    assert.equal(rupees(7), '0.07');
  });

  test('roles and scope: managers see only their cinemas, staff and customers are refused', async () => {
    const { id: aurora } = await api()
      .app.db.selectFrom('theaters')
      .select('id')
      .where('name', '=', 'Aurora Cinemas')
      .executeTakeFirstOrThrow();
    const other = await api()
      .app.db.selectFrom('theaters')
      .select('id')
      .where('id', '<>', aurora)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const customer = await registerUser(api());
    await book(api(), customer.token, await freshSlot(api()), ['F1']);
    const admin = await backOfficeToken(api(), 'admin');
    const manager = await backOfficeToken(api(), 'manager', [aurora]);
    const staff = (
      await api().post('/api/auth/login', { username: staffUsers[0].email, password: staffUsers[0].password })
    ).json().token as string;

    const cases: [string, string | undefined, Record<string, string>, number, string?][] = [
      ['anonymous', undefined, {}, 401],
      ['customer', customer.token, {}, 403],
      ['staff', staff, {}, 403, 'Only managers and admins may do this.'],
      ['manager, another cinema', manager, { cinemaId: String(other.id) }, 404, 'Cinema not found.'],
      ['manager, no such cinema', manager, { cinemaId: '999999' }, 404, 'Cinema not found.'],
      ['manager, own cinema', manager, { cinemaId: String(aurora) }, 200],
      ['admin, any cinema', admin, { cinemaId: String(other.id) }, 200],
    ];
    for (const path of [
      '/api/admin/reports/sales',
      '/api/admin/reports/today',
      '/api/admin/reports/today/events',
      '/api/admin/reports/options',
    ]) {
      for (const [who, token, query, status, message] of cases) {
        if ((path.endsWith('/events') && status === 200) || (path.endsWith('/options') && status === 404)) continue;
        const response = await api().get(path, { token, query });
        assert.equal(response.status, status, `${path} ${who}: ${response.body}`);
        if (message) assert.equal(response.json().message, message, `${path} ${who}`);
      }
    }

    const day = today();
    const query = { from: addDays(day, -2), to: day };
    const own = (await api().get('/api/admin/reports/sales', { token: manager, query })).json() as SalesReport;
    assert.ok(own.occupancy.length > 0);
    assert.ok(own.occupancy.every((row) => row.cinema.id === aurora));
    assert.ok(own.rows.every((row) => row.cinema.id === aurora));
    const asAdmin = (
      await api().get('/api/admin/reports/sales', { token: admin, query: { ...query, cinemaId: String(aurora) } })
    ).json() as SalesReport;
    assert.deepEqual(own.totals, asAdmin.totals);
    assert.deepEqual(
      own.totals,
      figuresOnly(
        [...(await expectedFigures(api(), query.from, day, [aurora])).values()].reduce(
          (total, row) => {
            for (const key of Object.keys(total) as (keyof SalesFigures)[]) total[key] += row[key];
            return total;
          },
          { ...own.totals, ...Object.fromEntries(Object.keys(own.totals).map((key) => [key, 0])) } as SalesFigures,
        ),
      ),
    );
    const everything = (await api().get('/api/admin/reports/sales', { token: admin, query })).json() as SalesReport;
    assert.ok(new Set(everything.occupancy.map((row) => row.cinema.id)).size > 1);

    const options = (await api().get('/api/admin/reports/options', { token: manager })).json();
    assert.deepEqual(options.cinemas, [{ id: aurora, name: 'Aurora Cinemas' }]);
    assert.ok(
      options.movies.length >= 18 &&
        options.movies.every((movie: { id: number; title: string }) => movie.id > 0 && movie.title),
    );
    assert.equal((await api().get('/api/admin/reports/options', { token: admin })).json().cinemas.length, 11);

    const todays = (await api().get('/api/admin/reports/today', { token: manager })).json() as {
      shows: { cinema: { id: number } }[];
    };
    assert.ok(todays.shows.length > 0 && todays.shows.every((show) => show.cinema.id === aurora));
  });

  test('bad input is a 400 naming the field; an unknown movie a 404', async () => {
    const admin = await backOfficeToken(api(), 'admin');
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '2026-02-30' }, /^from must be a calendar date written yyyy-mm-dd$/],
      [{ from: 'yesterday' }, /^from must be a calendar date/],
      [{ to: '26-11-2026' }, /^to must be a calendar date written yyyy-mm-dd$/],
      [{ from: '2026-03-02', to: '2026-03-01' }, /^to must be the same day as from or later$/],
      [{ from: '2025-01-01', to: '2026-01-02' }, /^to must be at most 366 days from from/],
      [{ cinemaId: '0' }, /cinemaId/],
      [{ cinemaId: 'x' }, /cinemaId/],
      [{ movieId: '1e3' }, /movieId/],
      [{ movieId: '99999999999' }, /movieId/],
      [{ format: 'xml' }, /format/],
    ];
    for (const [query, message] of cases) {
      const response = await api().get('/api/admin/reports/sales', { token: admin, query });
      assert.equal(response.status, 400, JSON.stringify(query));
      assert.match(response.json().message, message, JSON.stringify(query));
      assert.equal(response.json().error, 'Bad Request');
    }
    const year = await api().get('/api/admin/reports/sales', {
      token: admin,
      query: { from: '2025-01-01', to: '2026-01-01' },
    });
    assert.equal(year.status, 200);
    assert.equal(year.json().days.length, 366);
    const unknown = await api().get('/api/admin/reports/sales', { token: admin, query: { movieId: '999999' } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json().message, 'Movie not found.');
    assert.equal(
      (await api().get('/api/admin/reports/today', { token: admin, query: { cinemaId: 'abc' } })).status,
      400,
    );
  });
});
