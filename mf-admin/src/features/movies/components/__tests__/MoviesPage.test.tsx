import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../../testing/fixtures';
import { adminMovieFixture } from '../../../../testing/movieFixtures';
import AdminApp from '../../../../exposes/AdminApp';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });

const MOVIES = apiUrl('/api/admin/movies');

describe('movies list', () => {
  it('lists the films in a grid and asks the API again for a search or a status', async () => {
    const queries: string[] = [];
    server.use(
      http.get(apiUrl('/api/admin/me'), () => HttpResponse.json(staffFixture({ role: 'admin' }))),
      http.get(MOVIES, ({ request }) => {
        const { searchParams } = new URL(request.url);
        queries.push(searchParams.toString());
        const movies = [
          adminMovieFixture(),
          adminMovieFixture({
            id: 22,
            title: 'Old Classic',
            status: 'archived',
            languages: ['Tamil'],
            releaseDate: null,
            thumbnail: 'http://api.test/poster-images/abc-480.webp',
          }),
        ];
        if (searchParams.get('q')) return HttpResponse.json({ movies: [] });
        if (searchParams.get('status') === 'archived')
          return HttpResponse.json({ movies: movies.filter((movie) => movie.status === 'archived') });
        return HttpResponse.json({ movies });
      }),
    );
    act(() => logIn('admin-token'));
    const { user } = renderWithProviders(<AdminApp />, { route: '/admin/movies', path: '/admin/*' });

    const grid = await screen.findByRole('grid', { name: 'Movies' });
    const ferry = await within(grid).findByRole('link', { name: 'The Night Ferry' });
    expect(ferry).toHaveAttribute('href', '/admin/movies/21');
    const ferryRow = ferry.closest('[role="row"]') as HTMLElement;
    expect(within(ferryRow).getByText('Now showing')).toBeInTheDocument();
    expect(within(ferryRow).getByText('Bengali, Hindi')).toBeInTheDocument();
    expect(within(ferryRow).getByRole('img', { name: 'The Night Ferry poster' })).toHaveAttribute(
      'src',
      'http://api.test/posters/21.svg',
    );
    const classicRow = within(grid).getByRole('link', { name: 'Old Classic' }).closest('[role="row"]') as HTMLElement;
    expect(within(classicRow).getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add movie' })).toHaveAttribute('href', '/admin/movies/new');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(within(grid).queryByRole('link', { name: 'The Night Ferry' })).not.toBeInTheDocument());
    expect(within(grid).getByRole('link', { name: 'Old Classic' })).toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Search title, cast or crew' }));
    await user.paste('nobody');
    // Sent once typing pauses.
    expect(await within(grid).findByText('No movie matches.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(queries).toEqual(['', 'status=archived', 'q=nobody&status=archived']);
  });
});
