import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import type { Cinema } from '../../api/types';
import { CinemaPage, NewCinemaPage } from '../CinemaPage';
import { CinemasPage } from '../CinemasPage';

setupApiServer();

const aurora: Cinema = {
  id: 1,
  name: 'Aurora Cinemas',
  city: 'Mumbai',
  address: 'Linking Road, Bandra',
  timeZone: 'Asia/Kolkata',
  facilities: ['Parking', 'Food court'],
  cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
  cleaningMinutes: 15,
  screenCount: 1,
};

describe('cinema pages', () => {
  it('lists the account’s cinemas with their screens and policy, each opening its page', async () => {
    server.use(http.get(apiUrl('/api/admin/cinemas'), () => HttpResponse.json([aurora])));
    act(() => logIn('manager-token'));
    renderWithProviders(<CinemasPage />);
    const row = (await screen.findByText('Aurora Cinemas')).closest('tr') as HTMLElement;
    expect(within(row).getByText('75% 120 min before')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Aurora Cinemas' })).toHaveAttribute('href', '/admin/cinemas/1');
    expect(screen.getByRole('link', { name: 'Add cinema' })).toHaveAttribute('href', '/admin/cinemas/new');
  });

  it('adds a cinema from the form, showing the API’s refusal beside it, then opens the new cinema', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/admin/cinemas'), async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json(
              { error: 'Conflict', message: 'A cinema named "Aurora Cinemas" already exists. Choose another name.' },
              { status: 409 },
            )
          : HttpResponse.json({ ...aurora, id: 12, name: 'Harbour Lights', screenCount: 0 }, { status: 201 });
      }),
    );
    act(() => logIn('admin-token'));
    const { user } = renderWithProviders(<NewCinemaPage />, {
      route: '/admin/cinemas/new',
      path: '/admin/cinemas/new',
    });
    /** Replaces a field's text in one input event (typing key by key is slow and tests nothing more here). */
    const fill = async (label: RegExp, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };

    await fill(/^Name/, 'Aurora Cinemas');
    await user.click(screen.getByText('Add cinema'));
    expect(screen.getByRole('alert')).toHaveTextContent('City is required.');
    await fill(/^City/, 'Kochi');
    await fill(/^Address/, 'Marine Drive');
    await fill(/^Facilities/, 'Parking, , IMAX ');
    await fill(/Cancellation cut-off/, '90');
    await user.click(screen.getByText('Add cinema'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A cinema named "Aurora Cinemas" already exists. Choose another name.',
    );
    expect(sent[0]).toEqual({
      name: 'Aurora Cinemas',
      city: 'Kochi',
      address: 'Marine Drive',
      timeZone: 'Asia/Kolkata',
      facilities: ['Parking', 'IMAX'],
      cancellationPolicy: { cutoffMinutes: 90, refundPercent: 100 },
      cleaningMinutes: 15,
    });

    await fill(/^Name/, 'Harbour Lights');
    await user.click(screen.getByText('Add cinema'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/cinemas/12'));
  });

  it('a cinema’s page edits its details and lists its screens with their seats', async () => {
    server.use(
      http.get(apiUrl('/api/admin/cinemas/1'), () => HttpResponse.json(aurora)),
      http.get(apiUrl('/api/admin/cinemas/1/screens'), () =>
        HttpResponse.json([
          {
            id: 4,
            cinemaId: 1,
            name: 'Screen 1',
            seatCount: 120,
            seatsByTier: { Recliner: 24, Prime: 48, Classic: 48 },
          },
        ]),
      ),
    );
    act(() => logIn('manager-token'));
    renderWithProviders(<CinemaPage />, { route: '/admin/cinemas/1', path: '/admin/cinemas/:cinemaId' });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Aurora Cinemas');
    expect(screen.getByLabelText(/^Facilities/)).toHaveValue('Parking, Food court');
    expect(screen.getByLabelText(/Refund on cancellation/)).toHaveValue('75');
    expect(await screen.findByRole('link', { name: 'Screen 1' })).toHaveAttribute('href', '/admin/screens/4');
    expect(screen.getByText('120 seats: Recliner 24, Prime 48, Classic 48')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add screen' })).toHaveAttribute('href', '/admin/cinemas/1/screens/new');
  });
});
