import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { queueStatus } from '../../../../testing/waitingRoom';
import { ADMISSION_STORAGE_KEY } from '../../utils/admissionTokens';
import { POLL_MS } from '../../hooks/useWaitingRoom';
import { WaitingRoom } from '../WaitingRoom';
import { TURN_CAME_MESSAGE, WaitingRoomGate } from '../WaitingRoomGate';

setupApiServer({ afterEachTest: () => window.sessionStorage.removeItem(ADMISSION_STORAGE_KEY) });
jest.setTimeout(30_000);

const STATUS = apiUrl('/api/waiting-room/31');

function renderGate() {
  return renderWithProviders(<WaitingRoomGate showId={31}>{() => <p>Seat map of show 31</p>}</WaitingRoomGate>);
}

describe('the waiting room’s moments and turn', () => {
  afterEach(() => jest.useRealTimers());

  it('tells when sales open on the cinema’s clock, wherever the customer is', () => {
    // 9:30 PM in New York is already Saturday in UTC and in India: the cinema's clock is the one shown.
    renderWithProviders(
      <WaitingRoom
        status={queueStatus({
          state: 'BEFORE_ON_SALE',
          onSaleAt: '2026-12-18T21:30:00-05:00',
          estimatedWaitSeconds: 3600,
        })}
        stale={false}
      />,
    );
    expect(screen.getByText(/^Sales open on Fri, 18 Dec 2026 at 9:30 PM\. Everyone who joins/)).toBeInTheDocument();
  });

  it('says the turn has come above the seat map, in a live region that was there while the customer waited', async () => {
    logIn();
    const answers = [
      queueStatus({
        state: 'WAITING',
        onSaleAt: '2026-11-21T09:30:00+05:30',
        position: 1,
        peopleAhead: 0,
        estimatedWaitSeconds: 3,
      }),
      queueStatus({
        state: 'ADMITTED',
        onSaleAt: '2026-11-21T09:30:00+05:30',
        admissionToken: '31.9.99.token',
        admissionExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      }),
    ];
    let asked = 0;
    server.use(http.get(STATUS, () => HttpResponse.json(answers[Math.min(asked++, answers.length - 1)])));
    jest.useFakeTimers({ advanceTimers: true });
    renderGate();

    expect(await screen.findByText('Your place in line')).toBeInTheDocument();
    const liveRegions = Array.from(document.querySelectorAll('[aria-live="polite"]'));
    expect(liveRegions.map((region) => region.textContent)).not.toContain(TURN_CAME_MESSAGE);
    expect(screen.queryByText('Seat map of show 31')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(await screen.findByText('Seat map of show 31')).toBeInTheDocument();
    const announced = screen.getByText(TURN_CAME_MESSAGE).closest('[aria-live="polite"]');
    expect(liveRegions).toContain(announced);
    expect(screen.queryByText('Your place in line')).not.toBeInTheDocument();
  });

  it('says nothing of a turn for a show sold without a queue', async () => {
    logIn();
    server.use(http.get(STATUS, () => HttpResponse.json(queueStatus())));
    renderGate();
    expect(await screen.findByText('Seat map of show 31')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText(TURN_CAME_MESSAGE)).not.toBeInTheDocument();
  });
});
