import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { storeBooking } from '../../../../testing/fixtures';
import { SeatSelectionPage } from '../SeatSelectionPage';
import { theatreFixture } from './theatreFixture';
import { serveNoQueue } from '../../../../testing/waitingRoom';

setupApiServer();
// Sold without a waiting room: the seat page asks and opens at once.
beforeEach(serveNoQueue);

/** jsdom lays nothing out: give every element the width of the seat map's box. */
function boxWidth(width: number) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  beforeEach(() =>
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width }),
  );
  afterEach(() => original && Object.defineProperty(HTMLElement.prototype, 'clientWidth', original));
}

function renderTheatre() {
  storeBooking();
  server.use(http.get(apiUrl('/api/seats/slot/31'), () => HttpResponse.json(theatreFixture())));
  return renderWithProviders(<SeatSelectionPage />, {
    route: '/movies/7/seat-selection',
    path: '/movies/:id/seat-selection',
  });
}

const seatNamed = (seatNumber: string) => screen.getByRole('button', { name: new RegExp(`\\b${seatNumber},`) });

describe('a seat map too wide for 24 px seat spacing', () => {
  // 6½ seat widths (6 seats and a half-width aisle) plus the row letters in 120 px: seats 15.6 px apart.
  boxWidth(120);

  it('zooms in on a tap before a seat can be chosen, and zooms back out', async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });
    expect(screen.getByText('Tap the map to zoom in, then choose your seats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(seatNamed('B2'));
    expect(seatNamed('B2')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Choose your seats.')).toBeInTheDocument();

    await user.click(seatNamed('B2'));
    expect(seatNamed('B2')).toHaveAttribute('aria-pressed', 'true');

    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let step = 0; step < 5 && !(zoomOut as HTMLButtonElement).disabled; step += 1) await user.click(zoomOut);
    expect(screen.getByText('Tap the map to zoom in, then choose your seats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it("keeps every row letter pinned to the map's left edge, over the seats, while the zoomed map pans sideways", async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));

    expect(screen.getAllByRole('rowheader').map((header) => header.getAttribute('aria-label'))).toEqual([
      'Row A',
      'Row B',
      'Row C',
    ]);
    const marks = screen.getByTestId('seat-map-marks');
    const pinned = getComputedStyle(marks);
    expect([pinned.position, pinned.left]).toEqual(['sticky', '0px']);
    // Above the seats that slide under it, on an opaque background so a seat never shows through the letter.
    expect(Number(pinned.zIndex)).toBeGreaterThan(2);
    const letters = within(marks).getAllByText(/^[A-C]$/);
    expect(letters.map((letter) => letter.textContent)).toEqual(['A', 'B', 'C']);
    for (const letter of letters) {
      expect(getComputedStyle(letter).backgroundColor).toMatch(/^(#[0-9a-f]{6}|rgb\(|var\(--rt-color-paper\))/i);
    }
  });

  it('zooms by scaling the laid-out map, with the scroll area sized by the scaled size', async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });
    const layer = screen.getByTestId('seat-map-layer');
    const area = layer.parentElement as HTMLElement;
    const scaleOf = () => Number(/^scale\(([\d.]+)\)$/.exec(layer.style.transform)?.[1] ?? 1);
    const laidOut = layer.style.width;
    // The overview: the map laid out at the smallest tappable pitch, scaled down to the box.
    const overview = scaleOf();
    expect(overview).toBeLessThan(1);
    expect(parseFloat(area.style.width)).toBeLessThanOrEqual(120);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));

    const zoomed = scaleOf();
    expect(zoomed).toBeGreaterThan(1);
    expect(layer.style.width).toBe(laidOut);
    expect(parseFloat(area.style.width)).toBeCloseTo(parseFloat(laidOut) * zoomed, 1);
  });

  it('lets the keyboard choose at any zoom', async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });
    act(() => seatNamed('A3').focus());

    await user.keyboard(' ');

    expect(seatNamed('A3')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a seat map with room to spare', () => {
  boxWidth(1000);

  it('chooses a seat on the first tap', async () => {
    const { user } = renderTheatre();
    await screen.findByRole('grid', { name: 'Seat map' });

    await user.click(seatNamed('B2'));

    expect(seatNamed('B2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Choose your seats.')).toBeInTheDocument();
  });
});
