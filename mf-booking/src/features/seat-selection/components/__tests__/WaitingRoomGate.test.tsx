import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { eventBus, type AppEvent } from '@reeltime/shared-lib';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { seatMapFixture, storeBooking } from '../../../../testing/fixtures';
import { queueStatus } from '../../../../testing/waitingRoom';
import { SeatSelectionPage } from '../SeatSelectionPage';
import { ADMISSION_STORAGE_KEY } from '../../../waiting-room/utils/admissionTokens';
import { FAR_POLL_MS, POLL_MS } from '../../../waiting-room/hooks/useWaitingRoom';

setupApiServer({ afterEachTest: () => window.sessionStorage.removeItem(ADMISSION_STORAGE_KEY) });
jest.setTimeout(30_000);

const STATUS = apiUrl('/api/waiting-room/31');
const JOIN = apiUrl('/api/waiting-room/31/join');
const SEATS = apiUrl('/api/seats/slot/31');
const HOLD = apiUrl('/api/bookings/select-seats');
const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();
const admitted = () =>
  queueStatus({
    state: 'ADMITTED',
    onSaleAt: new Date().toISOString(),
    admissionToken: '31.9.99.token',
    admissionExpiresAt: new Date(Date.now() + 600_000).toISOString(),
  });

/** axe-core's serious and critical findings in the page (jsdom computes no colours: contrast is checked in the browser). */
async function seriousAxeFindings() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function renderPage() {
  storeBooking();
  server.use(http.get(SEATS, () => HttpResponse.json(seatMapFixture())));
  return renderWithProviders(<SeatSelectionPage />, {
    route: '/movies/7/seat-selection',
    path: '/movies/:id/seat-selection',
  });
}

describe('the waiting room in front of an on-sale show’s seats', () => {
  afterEach(() => jest.useRealTimers());

  it('asks a signed-out visitor to sign in first, then joins the queue and counts down to the on-sale moment', async () => {
    const onSaleAt = inFiveMinutes();
    const joins: (string | null)[] = [];
    server.use(
      http.get(STATUS, () => HttpResponse.json(queueStatus({ state: 'NOT_JOINED', onSaleAt }))),
      http.post(JOIN, ({ request }) => {
        joins.push(request.headers.get('authorization'));
        return HttpResponse.json(queueStatus({ state: 'BEFORE_ON_SALE', onSaleAt, estimatedWaitSeconds: 300 }));
      }),
    );
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to join the queue' })).toBeInTheDocument();
    expect(events).toContainEqual({ type: 'auth:open-modal', tab: 'login' });
    subscription.unsubscribe();
    expect(screen.queryByRole('button', { name: /^Seat A1,/ })).not.toBeInTheDocument();
    expect(joins).toEqual([]);
    expect(await seriousAxeFindings()).toEqual([]);

    act(() => {
      logIn('queue-token');
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'You’re in the queue' })).toBeInTheDocument();
    expect(joins).toEqual(['Bearer queue-token']);
    expect(screen.getByText(/Everyone who joins before then gets a random place in line/)).toBeInTheDocument();
    expect(screen.getByText(/^[45] min \d\d s$/)).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows the place, the people ahead and the wait live, and opens seat selection by itself on the turn', async () => {
    logIn();
    const answers = [
      queueStatus({
        state: 'WAITING',
        onSaleAt: new Date().toISOString(),
        position: 3,
        peopleAhead: 2,
        estimatedWaitSeconds: 150,
      }),
      queueStatus({
        state: 'WAITING',
        onSaleAt: new Date().toISOString(),
        position: 1,
        peopleAhead: 0,
        estimatedWaitSeconds: 20,
      }),
      admitted(),
    ];
    let asked = 0;
    server.use(http.get(STATUS, () => HttpResponse.json(answers[Math.min(asked++, answers.length - 1)])));
    let holdToken: string | null = null;
    server.use(
      http.post(HOLD, ({ request }) => {
        holdToken = request.headers.get('x-admission-token');
        return HttpResponse.json({
          slotId: 31,
          seatNumbers: ['A1'],
          ticketFee: 200,
          convenienceFee: 0,
          totalAmount: 200,
          holdExpiresAt: new Date().toISOString(),
        });
      }),
    );
    jest.useFakeTimers({ advanceTimers: true });
    const { user } = renderPage();

    const live = await screen.findByText('Your place in line');
    const region = live.closest('[aria-live]') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('3')).toBeInTheDocument();
    expect(within(region).getByText('2')).toBeInTheDocument();
    expect(within(region).getByText('about 3 minutes')).toBeInTheDocument();

    // More than a minute away: asked again after 15 s; within a minute, every 5 s.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(asked).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FAR_POLL_MS - POLL_MS);
    });
    await waitFor(() => expect(within(region).getByText('less than a minute')).toBeInTheDocument());
    expect(within(region).getByText('1')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    jest.useRealTimers();
    const seatA1 = await screen.findByRole('button', { name: /^Seat A1,/ });
    expect(screen.queryByText('You’re in the queue')).not.toBeInTheDocument();

    await user.click(seatA1);
    await user.click(screen.getAllByRole('button', { name: 'Proceed to Payment' })[0]);
    await waitFor(() => expect(holdToken).toBe('31.9.99.token'));
  });

  it('opens the seat map at once for a show sold without a queue, and sends no admission token', async () => {
    logIn();
    server.use(http.get(STATUS, () => HttpResponse.json(queueStatus())));
    renderPage();
    expect(await screen.findByRole('button', { name: /^Seat A1,/ })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(ADMISSION_STORAGE_KEY)).toBeNull());
    expect(screen.queryByText('You’re in the queue')).not.toBeInTheDocument();
  });

  it('the place in line reads as a list of labelled figures, without serious axe findings', async () => {
    logIn();
    server.use(
      http.get(STATUS, () =>
        HttpResponse.json(
          queueStatus({
            state: 'WAITING',
            onSaleAt: new Date().toISOString(),
            position: 12,
            peopleAhead: 11,
            estimatedWaitSeconds: 1500,
          }),
        ),
      ),
    );
    renderPage();
    const place = await screen.findByText('Your place in line');
    expect(place.tagName).toBe('DT');
    expect(place.nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('about 25 minutes')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('goes back to the queue when a hold is refused for want of admission', async () => {
    logIn();
    let asked = 0;
    server.use(
      http.get(STATUS, () =>
        HttpResponse.json(
          asked++ === 0
            ? queueStatus()
            : queueStatus({
                state: 'WAITING',
                onSaleAt: new Date().toISOString(),
                position: 40,
                peopleAhead: 39,
                estimatedWaitSeconds: 600,
              }),
        ),
      ),
      http.post(HOLD, () =>
        HttpResponse.json(
          { error: 'Forbidden', message: 'Tickets for this show are sold through its waiting room.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat A1,/ }));
    await user.click(screen.getAllByRole('button', { name: 'Proceed to Payment' })[0]);

    expect(await screen.findByRole('heading', { level: 2, name: 'You’re in the queue' })).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('about 10 minutes')).toBeInTheDocument();
  });
});
