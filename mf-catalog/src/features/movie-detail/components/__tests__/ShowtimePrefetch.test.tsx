import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventBus, setCity, type AppEvent, type Slot } from '@reeltime/shared-lib';
import { apiUrl, movieWithSlotsFixture, renderWithProviders, slotFixture } from '@reeltime/shared-lib/testing';
import { server, setupApiMocks } from '../../../../testing/server';
import { ShowtimePicker } from '../ShowtimePicker';
import MovieDetailPage from '../../../../exposes/MovieDetailPage';
import { movieHandler, moviesHandler } from '../../../../testing/handlers';

setupApiMocks();

const slot = (slotId: number, startTime: string): Slot =>
  slotFixture({
    slotId,
    showDate: '2026-11-21',
    startTime,
    theaterName: 'PVR Phoenix',
    location: 'Lower Parel',
    city: 'Mumbai',
  });

/** Counts the seat-map requests of each show. */
function serveSeatMaps() {
  const requested: number[] = [];
  server.use(
    http.get(apiUrl('/api/seats/slot/:slotId'), ({ params }) => {
      requested.push(Number(params.slotId));
      return HttpResponse.json([]);
    }),
  );
  return requested;
}

function prefetchedPages() {
  const paths: string[] = [];
  const subscription = eventBus
    .on('page:prefetch')
    .subscribe((event: AppEvent & { path: string; when?: string }) =>
      paths.push(event.when ? `${event.when}: ${event.path}` : event.path),
    );
  return { paths, stop: () => subscription.unsubscribe() };
}

describe('a showtime fetches the next step ahead', () => {
  beforeEach(() => setCity('Mumbai'));

  it('pointed at, focused or touched: the seat selection code is asked for and that show’s seat map fetched, once each', async () => {
    const requested = serveSeatMaps();
    const pages = prefetchedPages();
    renderWithProviders(
      <ShowtimePicker
        movie={movieWithSlotsFixture({ id: 31, slots: [slot(501, '10:00'), slot(502, '13:15'), slot(503, '18:00')] })}
      />,
    );
    const [first, second, third] = within(screen.getByRole('group', { name: 'Showtimes at PVR Phoenix' })).getAllByRole(
      'button',
    );

    expect(requested).toEqual([]);
    fireEvent.pointerEnter(first!);
    fireEvent.pointerEnter(first!);
    fireEvent.focus(second!);
    fireEvent.touchStart(third!);
    await waitFor(() => expect(requested.sort()).toEqual([501, 502, 503]));
    pages.stop();
    expect(pages.paths).toEqual(['/movies/31/seat-selection']);
  });
});

describe('a movie page fetches its likely next step while the customer reads', () => {
  it('a film with shows asks for the seat selection code once the page is idle; a film without shows does not', async () => {
    const pages = prefetchedPages();
    const showing = movieWithSlotsFixture({ id: 32, slots: [slot(601, '10:00')] });
    server.use(movieHandler(showing), moviesHandler([showing]));
    const page = renderWithProviders(<MovieDetailPage />, { route: '/movies/32', path: '/movies/:id' });
    await screen.findByRole('group', { name: 'Showtimes at PVR Phoenix' });
    await waitFor(() => expect(pages.paths).toEqual(['idle: /movies/32/seat-selection']));
    page.unmount();

    const notShowing = movieWithSlotsFixture({ id: 33, slots: [] });
    server.use(movieHandler(notShowing), moviesHandler([notShowing]));
    renderWithProviders(<MovieDetailPage />, { route: '/movies/33', path: '/movies/:id' });
    await screen.findByRole('heading', { level: 1, name: notShowing.title });
    pages.stop();
    expect(pages.paths).toEqual(['idle: /movies/32/seat-selection']);
  });
});
