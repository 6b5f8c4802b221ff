import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import type { ScheduleRequest, ScheduleResult } from '../../api/scheduleShows';
import { ScheduleShowsForm } from '../ScheduleShowsForm';

setupApiServer();

const SHOWS = apiUrl('/api/admin/shows');
const movies = [{ id: 7, title: 'Monsoon Express', languages: ['Hindi', 'Tamil'], runtimeMinutes: 150 }];
const screens = [
  { id: 3, name: 'Screen 1' },
  { id: 4, name: 'Screen 2' },
];

function planned(request: ScheduleRequest, problems: ScheduleResult['problems'] = []): ScheduleResult {
  return {
    dryRun: true,
    created: 0,
    movie: { id: 7, title: 'Monsoon Express', runtimeMinutes: 150 },
    screen: {
      id: 3,
      name: 'Screen 1',
      theaterId: 1,
      theaterName: 'Aurora Cinemas',
      timeZone: 'Asia/Kolkata',
      cleaningMinutes: 15,
    },
    shows: request.times.map((time) => ({
      showDate: request.fromDate,
      startTime: time,
      startsAt: `${request.fromDate}T04:30:00.000Z`,
      endsAt: `${request.fromDate}T07:00:00.000Z`,
      pricesPaise: { Prime: request.pricesPaise?.Prime ?? 25_000, Classic: 15_000 },
    })),
    problems,
  };
}

function serve(onPreview: (request: ScheduleRequest) => ScheduleResult) {
  const received: { dryRun: boolean; body: ScheduleRequest }[] = [];
  server.use(
    http.get(apiUrl('/api/admin/screens/3'), () =>
      HttpResponse.json({
        id: 3,
        name: 'Screen 1',
        layout: {
          tiers: [
            { tier: 'Prime', pricePaise: 25_000 },
            { tier: 'Classic', pricePaise: 15_000 },
          ],
          rows: [],
        },
      }),
    ),
    http.post(SHOWS, async ({ request }) => {
      const body = (await request.json()) as ScheduleRequest;
      const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
      received.push({ dryRun, body });
      return HttpResponse.json(
        dryRun ? onPreview(body) : { ...onPreview(body), dryRun: false, created: body.times.length },
        { status: dryRun ? 200 : 201 },
      );
    }),
  );
  return received;
}

async function fillForm() {
  const onScheduled = jest.fn();
  logIn('manager-token');
  const view = renderWithProviders(
    <ScheduleShowsForm movies={movies} screens={screens} today="2026-12-01" onScheduled={onScheduled} />,
  );
  const { user } = view;
  await user.selectOptions(screen.getByLabelText(/Movie/), '7');
  await user.selectOptions(screen.getByLabelText(/Screen/), '3');
  expect(await screen.findByLabelText('Prime price (₹)')).toHaveValue(250);
  expect(screen.getByLabelText(/Audio language/)).toHaveValue('Hindi');
  await user.clear(screen.getByLabelText(/^To/));
  await user.type(screen.getByLabelText(/^To/), '2026-12-07');
  await user.click(screen.getByRole('button', { name: 'Sun' }));
  await user.click(screen.getByRole('button', { name: 'Add a time' }));
  await user.type(screen.getByLabelText('Time 2'), '13:30');
  await user.clear(screen.getByLabelText('Prime price (₹)'));
  await user.type(screen.getByLabelText('Prime price (₹)'), '300');
  return { user, onScheduled };
}

describe('Schedule shows form', () => {
  it('previews what would be created with the screen’s prices, then creates exactly that', async () => {
    const received = serve((request) => planned(request));
    const { user, onScheduled } = await fillForm();
    expect(screen.getByRole('button', { name: 'Create shows' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Shows to be created' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText(/Prime ₹300 · Classic ₹150/)).toHaveLength(2);
    expect(
      screen.getByText(/2 shows of Monsoon Express on Screen 1, Aurora Cinemas, can be created/),
    ).toBeInTheDocument();
    expect(received[0]).toEqual({
      dryRun: true,
      body: {
        movieId: 7,
        screenId: 3,
        format: '2D',
        audioLanguage: 'Hindi',
        subtitles: null,
        fromDate: '2026-12-01',
        toDate: '2026-12-07',
        times: ['10:00', '13:30'],
        weekdays: [1, 2, 3, 4, 5, 6],
        pricesPaise: { Prime: 30_000, Classic: 15_000 },
      },
    });

    // A long preview scrolls: the keyboard reaches it after the buttons.
    act(() => screen.getByRole('button', { name: 'Create 2 shows' }).focus());
    await user.tab();
    expect(document.activeElement).toContainElement(table);

    await user.click(screen.getByRole('button', { name: 'Create 2 shows' }));
    expect(received[1]).toEqual({ dryRun: false, body: received[0].body });
    expect(onScheduled).toHaveBeenCalledWith(expect.objectContaining({ created: 2 }));
  });

  it('names each clash of the preview and offers no Create until the request changes and previews clean', async () => {
    serve((request) =>
      planned(
        request,
        request.times.includes('13:30')
          ? [
              {
                kind: 'clash' as const,
                showDate: '2026-12-01',
                startTime: '13:30',
                message:
                  '13:30 on 2026-12-01 clashes with show 41 “Late Film” on Screen 1, 2026-12-01 12:00–14:30 (plus 15 min cleaning)',
              },
            ]
          : [],
      ),
    );
    const { user } = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('clashes with show 41 “Late Film” on Screen 1');
    expect(screen.getByRole('button', { name: 'Create shows' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove time 2' }));
    expect(screen.getByRole('button', { name: 'Create shows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Create 1 show' })).toBeEnabled();
    expect(screen.queryByText(/clashes with show 41/)).not.toBeInTheDocument();
  });

  it('shows the API’s message next to the form when the request is refused', async () => {
    server.use(
      http.get(apiUrl('/api/admin/screens/3'), () =>
        HttpResponse.json({ layout: { tiers: [{ tier: 'Prime', pricePaise: 25_000 }], rows: [] } }),
      ),
      http.post(SHOWS, () =>
        HttpResponse.json(
          { error: 'Bad Request', message: 'toDate: a schedule may span at most 62 days (this one spans 90)' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('toDate: a schedule may span at most 62 days (this one spans 90)'),
    ).toBeInTheDocument();
  });
});
