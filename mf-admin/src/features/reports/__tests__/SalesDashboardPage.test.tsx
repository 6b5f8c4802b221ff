import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import type { SalesFigures, SalesReport } from '../api/getSalesReport';
import type { TodayShow } from '../api/getTodayShows';
import { SalesDashboardPage } from '../components/SalesDashboardPage';
import { SalesReportsRoute } from '../components/SalesReportsRoute';
import { cinemaToday, addDays } from '../utils/dates';

setupApiServer();

// jsdom lays nothing out: the charts measure their box through ResizeObserver, which it lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const AURORA = { id: 1, name: 'Aurora Cinemas' };
const MERIDIAN = { id: 2, name: 'Meridian Talkies' };
const MONSOON = { id: 7, title: 'Monsoon Express' };

const figures = (overrides: Partial<SalesFigures> = {}): SalesFigures => ({
  bookings: 0,
  tickets: 0,
  grossPaise: 0,
  ticketSalesPaise: 0,
  convenienceFeesPaise: 0,
  gstPaise: 0,
  refundedBookings: 0,
  refundsPaise: 0,
  netPaise: 0,
  ...overrides,
});
const SOLD = figures({
  bookings: 2,
  tickets: 3,
  grossPaise: 97_434,
  ticketSalesPaise: 90_000,
  convenienceFeesPaise: 6_300,
  gstPaise: 1_134,
  refundedBookings: 1,
  refundsPaise: 32_478,
  netPaise: 64_956,
});

function report(from: string, to: string): SalesReport {
  return {
    from,
    to,
    cinemaId: null,
    movieId: null,
    totals: SOLD,
    days: [{ date: to, ...SOLD }],
    cinemas: [{ cinema: AURORA, ...SOLD }],
    movies: [{ movie: MONSOON, ...SOLD }],
    rows: [{ date: to, cinema: AURORA, movie: MONSOON, ...SOLD }],
    occupancy: [
      {
        showId: 31,
        cinema: AURORA,
        screen: 'Screen 2',
        movie: MONSOON,
        showDate: to,
        startTime: '19:45',
        startsAt: `${to}T14:15:00.000Z`,
        cancelled: false,
        capacity: 120,
        sold: 30,
        held: 2,
        admitted: 12,
        occupancyPercent: 25,
      },
    ],
  };
}

const todayShow = (overrides: Partial<TodayShow> = {}): TodayShow => ({
  showId: 31,
  cinema: AURORA,
  screen: 'Screen 2',
  movie: MONSOON,
  showDate: cinemaToday(),
  startTime: '19:45',
  startsAt: '2026-11-21T14:15:00.000Z',
  endsAt: '2026-11-21T16:45:00.000Z',
  cancelled: false,
  capacity: 120,
  sold: 30,
  held: 2,
  free: 88,
  admitted: 12,
  ...overrides,
});

/** The live stream: stays open; `send` pushes a frame to the page. */
function serveEvents() {
  let push: ((frame: string) => void) | undefined;
  const opened: string[] = [];
  server.use(
    http.get(apiUrl('/api/admin/reports/today/events'), ({ request }) => {
      opened.push(request.headers.get('authorization') ?? '');
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('retry: 1000\n\n'));
          push = (frame) => controller.enqueue(encoder.encode(frame));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return { opened, send: (frame: string) => push?.(frame) };
}

function serveDashboard(today: TodayShow[][] = [[todayShow()]]) {
  const salesQueries: URLSearchParams[] = [];
  let todayCalls = 0;
  server.use(
    http.get(apiUrl('/api/admin/reports/options'), () =>
      HttpResponse.json({ cinemas: [AURORA, MERIDIAN], movies: [MONSOON] }),
    ),
    http.get(apiUrl('/api/admin/reports/sales'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      salesQueries.push(query);
      if (query.get('format') === 'csv') {
        return new HttpResponse('Date,Cinema\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="reeltime-sales.csv"' },
        });
      }
      return HttpResponse.json(report(query.get('from')!, query.get('to')!));
    }),
    http.get(apiUrl('/api/admin/reports/today'), () => {
      todayCalls += 1;
      return HttpResponse.json({ shows: today[Math.min(todayCalls, today.length) - 1] });
    }),
  );
  return { salesQueries, todayCalls: () => todayCalls };
}

describe('Sales dashboard', () => {
  it('shows the last 7 days: totals, a table beside each chart, per cinema and occupancy; filters and the CSV use the same query', async () => {
    logIn('manager-token');
    serveEvents();
    const { salesQueries } = serveDashboard();
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, container } = renderWithProviders(<SalesDashboardPage />);

    const totals = await screen.findByRole('list', { name: 'Totals' });
    await screen.findByTestId('today-31');
    // jsdom computes no colours: contrast is checked in the browser; every other rule here.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(within(totals).getByText('₹974.34')).toBeInTheDocument();
    expect(within(totals).getByText('₹649.56')).toBeInTheDocument();
    expect(within(totals).getByText('₹11.34')).toBeInTheDocument();
    const today = cinemaToday();
    expect(salesQueries[0].toString()).toBe(`from=${addDays(today, -6)}&to=${today}`);

    expect(screen.getByRole('img', { name: /Chart of gross and refunds per day/ })).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'Figures per day' });
    expect(within(perDay).getByRole('rowheader', { name: today })).toBeInTheDocument();
    expect(within(perDay).getByText('₹324.78')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Chart of tickets per movie/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Figures per movie' })).getByRole('rowheader', {
        name: 'Monsoon Express',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Figures per cinema' })).getByRole('rowheader', {
        name: 'Aurora Cinemas',
      }),
    ).toBeInTheDocument();
    const occupancy = within(screen.getByRole('table', { name: 'Occupancy per show' })).getAllByRole('row')[1];
    expect(
      within(occupancy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aurora Cinemas', 'Screen 2', 'Monsoon Express', '120', '30', '2', '12', '25.0%']);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Cinema' }), 'Meridian Talkies');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Movie' }), 'Monsoon Express');
    await waitFor(() =>
      expect(salesQueries.at(-1)!.toString()).toBe(`from=${addDays(today, -6)}&to=${today}&cinemaId=2&movieId=7`),
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['reeltime-sales.csv']));
    expect(salesQueries.at(-1)!.toString()).toBe(
      `from=${addDays(today, -6)}&to=${today}&cinemaId=2&movieId=7&format=csv`,
    );
  });

  it('shows the API’s message when the report is refused', async () => {
    logIn();
    serveEvents();
    serveDashboard();
    server.use(
      http.get(apiUrl('/api/admin/reports/sales'), () =>
        HttpResponse.json({ error: 'Not Found', message: 'Cinema not found.' }, { status: 404 }),
      ),
    );
    renderWithProviders(<SalesDashboardPage />);
    expect(await screen.findByText('Cinema not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('today’s shows follow the live stream: a change of one of them fetches the figures again', async () => {
    logIn('manager-token');
    const events = serveEvents();
    const { todayCalls } = serveDashboard([[todayShow()], [todayShow({ sold: 32, held: 0, free: 88, admitted: 13 })]]);
    renderWithProviders(<SalesDashboardPage />);

    const row = await screen.findByTestId('today-31');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aurora Cinemas', 'Screen 2', 'Monsoon Express', '30', '2', '88', '12']);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(events.opened).toEqual(['Bearer manager-token']);

    // Another show's change (not listed) is no reason to fetch; this one's is.
    act(() => events.send('event: show\ndata: {"showId":99}\n\n'));
    act(() => events.send('event: show\ndata: {"showId":31}\n\n'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('today-31'))
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Aurora Cinemas', 'Screen 2', 'Monsoon Express', '32', '0', '88', '13']),
    );
    expect(todayCalls()).toBe(2);
  });

  it('is the managers’ and admins’ page: door staff are told so, an admin gets the dashboard', async () => {
    logIn();
    serveEvents();
    serveDashboard();
    const staff = {
      id: 2,
      name: 'Front Desk',
      email: 'staff@reeltime.app',
      role: 'staff' as const,
      allCinemas: true,
      cinemas: [],
    };
    const { unmount } = renderWithProviders(<SalesReportsRoute account={staff} />);
    expect(await screen.findByText(/Sales reports are for managers and admins/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SalesReportsRoute account={{ ...staff, role: 'admin' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
  });
});
