import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../../testing/fixtures';
import { adminMovieFixture } from '../../../../testing/movieFixtures';
import type { AdminMovie } from '../../api/getAdminMovies';
import AdminApp from '../../../../exposes/AdminApp';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });
// Each story fills a whole form of MUI fields (chips, a date picker): slow on a shared, loaded test machine.
jest.setTimeout(60_000);

const ME = apiUrl('/api/admin/me');
const MOVIES = apiUrl('/api/admin/movies');
const MOVIE = apiUrl('/api/admin/movies/21');

function renderAs(route: string, role: 'staff' | 'admin' = 'admin') {
  server.use(http.get(ME, () => HttpResponse.json(staffFixture({ role, email: 'ops@reeltime.app' }))));
  act(() => logIn('manager-token'));
  return renderWithProviders(<AdminApp />, { route, path: '/admin/*' });
}

function serveMovie(movie: AdminMovie) {
  server.use(http.get(MOVIE, () => HttpResponse.json(movie)));
}

describe('movie form', () => {
  it('creates a film from the keyboard: chips, certification, cast rows, a trailer link checked as typed; then opens it', async () => {
    let sent: unknown;
    server.use(
      http.post(MOVIES, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(adminMovieFixture({ id: 21, title: 'Monsoon Nights' }), { status: 201 });
      }),
    );
    serveMovie(adminMovieFixture({ id: 21, title: 'Monsoon Nights' }));
    const { user } = renderAs('/admin/movies/new');

    await user.click(await screen.findByRole('textbox', { name: 'Title' }));
    await user.paste('Monsoon Nights');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Rain, trains and a runaway bride.');
    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    await user.paste('Hindi');
    await user.keyboard('{Enter}');
    await user.paste('Konkani');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Genres' }));
    await user.paste('Comedy');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Certification' }));
    await user.click(await screen.findByRole('option', { name: 'UA7+' }));
    await user.click(screen.getByRole('textbox', { name: /Running time/ }));
    await user.paste('148');

    const trailer = screen.getByRole('textbox', { name: 'Trailer link' });
    await user.click(trailer);
    await user.paste('https://vimeo.com/123');
    expect(screen.getByText(/Enter a YouTube watch, short \(youtu\.be\) or embed link/)).toBeInTheDocument();
    expect(trailer).toHaveAttribute('aria-invalid', 'true');
    await user.clear(trailer);
    await user.paste('https://youtu.be/kM3vQx7LpT2');
    expect(trailer).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Add cast member' }));
    await user.click(screen.getByRole('textbox', { name: 'Cast member 1 name' }));
    await user.paste('Ira Sen');
    await user.click(screen.getByRole('textbox', { name: 'Cast member 1 role' }));
    await user.paste('Bride');
    await user.click(screen.getByRole('button', { name: 'Add cast member' }));
    await user.click(screen.getByRole('textbox', { name: 'Cast member 2 name' }));
    await user.paste('Extra');
    await user.click(screen.getByRole('button', { name: 'Remove cast member 2' }));
    await user.click(screen.getByRole('button', { name: 'Create movie' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/movies/21'));
    expect(sent).toEqual({
      title: 'Monsoon Nights',
      description: 'Rain, trains and a runaway bride.',
      languages: ['Hindi', 'Konkani'],
      genres: ['Comedy'],
      certification: 'UA7+',
      runtimeMinutes: 148,
      releaseDate: null,
      cast: [{ name: 'Ira Sen', role: 'Bride' }],
      crew: [],
      trailerUrl: 'https://youtu.be/kM3vQx7LpT2',
    });
    expect(await screen.findByRole('heading', { name: 'Monsoon Nights', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Poster' })).toBeInTheDocument();
  });

  it('names what is missing before sending, and shows the API’s own message beside the form', async () => {
    let posts = 0;
    server.use(
      http.post(MOVIES, () => {
        posts += 1;
        return HttpResponse.json(
          { error: 'Bad Request', message: 'crew job must be 1 to 100 characters' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderAs('/admin/movies/new');
    await user.click(await screen.findByRole('button', { name: 'Create movie' }));
    expect(screen.getByText('Enter the title')).toBeInTheDocument();
    expect(screen.getByText('Enter the running time in whole minutes, 1 to 600')).toBeInTheDocument();
    expect(posts).toBe(0);

    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('Untitled');
    await user.click(screen.getByRole('textbox', { name: /Running time/ }));
    await user.paste('601');
    await user.click(screen.getByRole('button', { name: 'Create movie' }));
    expect(screen.getByText('Enter the running time in whole minutes, 1 to 600')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Running time/ }));
    await user.paste('90');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('crew job must be 1 to 100 characters');
    expect(posts).toBe(1);
  });

  it('edits a film: its fields filled in, and every field sent back with the change', async () => {
    const movie = adminMovieFixture();
    serveMovie(movie);
    let put: unknown;
    server.use(
      http.put(MOVIE, async ({ request }) => {
        put = await request.json();
        return HttpResponse.json({ ...movie, ...(put as object) });
      }),
    );
    const { user } = renderAs('/admin/movies/21');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('The Night Ferry');
    expect(screen.getByRole('textbox', { name: 'Cast member 1 name' })).toHaveValue('Ira Sen');
    expect(screen.getByText('Bengali')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Running time/ }));
    await user.paste('140');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toEqual({
        title: 'The Night Ferry',
        description: movie.description,
        languages: ['Bengali', 'Hindi'],
        genres: ['Thriller'],
        certification: 'UA13+',
        runtimeMinutes: 140,
        releaseDate: '2026-11-20',
        cast: movie.cast,
        crew: movie.crew,
        trailerUrl: movie.trailerUrl,
      }),
    );
  });

  it('previews a chosen poster, shows the API’s refusal, then shows the uploaded poster', async () => {
    const movie = adminMovieFixture();
    serveMovie(movie);
    let uploads = 0;
    server.use(
      http.put(apiUrl('/api/admin/movies/21/poster'), async ({ request }) => {
        uploads += 1;
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        expect((await request.formData()).has('poster')).toBe(true);
        if (uploads === 1)
          return HttpResponse.json(
            { error: 'Bad Request', message: 'poster must be a JPEG, PNG or WebP image; this file is not one' },
            { status: 400 },
          );
        return HttpResponse.json(
          adminMovieFixture({
            thumbnail: 'http://api.test/poster-images/abc-480.webp',
            poster: { key: 'abc', images: [] },
          }),
        );
      }),
    );
    const { user } = renderAs('/admin/movies/21');
    expect(await screen.findByRole('img', { name: 'The Night Ferry poster' })).toHaveAttribute(
      'src',
      'http://api.test/posters/21.svg',
    );
    expect(screen.getByRole('button', { name: 'Upload poster' })).toBeDisabled();

    const chooser = screen.getByLabelText('Poster image file');
    await user.upload(chooser, new File(['<svg/>'], 'evil.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: /New poster for The Night Ferry/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole('button', { name: 'Upload poster' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'poster must be a JPEG, PNG or WebP image; this file is not one',
      ),
    );

    await user.upload(chooser, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'poster.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload poster' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The Night Ferry poster' })).toHaveAttribute(
        'src',
        'http://api.test/poster-images/abc-480.webp',
      ),
    );
    expect(screen.getByText(/Uploaded poster\./)).toBeInTheDocument();
    expect(uploads).toBe(2);
  });

  it('archives only after a confirmation, then offers to restore', async () => {
    const movie = adminMovieFixture();
    serveMovie(movie);
    const archiveBodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/admin/movies/21/archive'), async ({ request }) => {
        const body = (await request.json()) as { archived: boolean };
        archiveBodies.push(body);
        return HttpResponse.json({
          ...movie,
          status: body.archived ? 'archived' : 'now_showing',
          archivedAt: body.archived ? '2026-11-25T11:00:00Z' : null,
        });
      }),
    );
    const { user } = renderAs('/admin/movies/21');
    await user.click(await screen.findByRole('button', { name: 'Archive movie' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive The Night Ferry?' });
    expect(within(dialog).getByText(/Shows already scheduled and their bookings stay/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(archiveBodies).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Archive movie' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore movie' })).toBeInTheDocument();
    expect(screen.getAllByText('Archived').length).toBeGreaterThan(0);
    expect(archiveBodies).toEqual([{ archived: true }]);
  });

  it('door staff are told movies are for managers and admins', async () => {
    renderAs('/admin/movies/21', 'staff');
    expect(await screen.findByText('Only managers and admins can manage movies.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });
});
