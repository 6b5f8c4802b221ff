import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../../testing/fixtures';
import AdminApp from '../../../../exposes/AdminApp';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });

const AURORA = { id: 1, name: 'Aurora Cinemas', timeZone: 'Asia/Kolkata' };
const LAKESIDE = { id: 12, name: 'Lakeside Screens', timeZone: 'Asia/Kolkata' };
const SCREENS: Record<string, { id: number; name: string }[]> = {
  1: [
    { id: 3, name: 'Audi 1' },
    { id: 4, name: 'Audi 2' },
  ],
  12: [{ id: 40, name: 'Lakeside Screen 1' }],
};

/** The manager of two cinemas opens Schedule shows, as the side navigation's Shows page links to it. */
function openScheduleShows() {
  const screenRequests: string[] = [];
  server.use(
    http.get(apiUrl('/api/admin/me'), () =>
      HttpResponse.json(staffFixture({ role: 'manager', allCinemas: false, cinemas: [AURORA, LAKESIDE] })),
    ),
    http.get(apiUrl('/api/admin/cinemas'), () => HttpResponse.json([AURORA, LAKESIDE])),
    http.get(apiUrl('/api/admin/movies'), ({ request }) =>
      HttpResponse.json({
        movies:
          new URL(request.url).searchParams.get('status') === 'now_showing'
            ? [{ id: 7, title: 'Monsoon Over Lakeside', languages: ['Hindi'], runtimeMinutes: 120 }]
            : [],
      }),
    ),
    http.get(apiUrl('/api/admin/cinemas/:id/screens'), ({ params }) => {
      screenRequests.push(String(params.id));
      return HttpResponse.json(SCREENS[String(params.id)] ?? []);
    }),
  );
  act(() => logIn('manager-token'));
  return { ...renderWithProviders(<AdminApp />, { route: '/admin/shows/new', path: '/admin/*' }), screenRequests };
}

const screenOptions = () =>
  within(screen.getByRole('combobox', { name: /^Screen/ }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Schedule shows page', () => {
  it('shows the form with the first cinema’s screens once they load, and another cinema’s screens once it is chosen', async () => {
    const { user, screenRequests } = openScheduleShows();

    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule shows' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Schedule shows' })).toBeInTheDocument();
    expect(screenOptions()).toEqual(['Choose a screen', 'Audi 1', 'Audi 2']);
    expect(
      within(screen.getByRole('combobox', { name: /^Movie/ })).getByRole('option', {
        name: 'Monsoon Over Lakeside (120 min)',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Cinema' }), 'Lakeside Screens');
    expect(await screen.findByRole('option', { name: 'Lakeside Screen 1' })).toBeInTheDocument();
    expect(screenOptions()).toEqual(['Choose a screen', 'Lakeside Screen 1']);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(screenRequests).toEqual(['1', '12']);
  });
});
