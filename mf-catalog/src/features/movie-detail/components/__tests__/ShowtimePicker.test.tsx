import { screen, within } from '@testing-library/react';
import { movieFixture, renderWithProviders } from '@reeltime/shared-lib/testing';
import type { Slot } from '@reeltime/shared-lib';
import { CITY_STORAGE_KEY } from '../../hooks/useRememberedCity';
import type { ShowSlot } from '../../utils/showtimes';
import { ShowtimePicker } from '../ShowtimePicker';

/** Slots as the API sends them once it adds city and seat counts (each slot's city, total and available seats). */
const show = (slotId: number, fields: Partial<ShowSlot>): ShowSlot => ({
  slotId,
  id: slotId,
  showDate: '2026-11-21',
  startTime: '18:30',
  theaterName: 'PVR Phoenix',
  location: 'Lower Parel',
  city: 'Mumbai',
  totalSeats: 100,
  availableSeats: 100,
  ...fields,
});

const movie = movieFixture({
  id: 7,
  title: 'Monsoon Express',
  slots: [
    show(1, { startTime: '10:00', availableSeats: 31 }),
    show(2, { startTime: '13:15', availableSeats: 30 }),
    show(3, { startTime: '21:45', availableSeats: 0 }),
    show(4, { startTime: '19:00', theaterName: 'PVR Select City', location: 'Saket', city: 'Delhi' }),
    show(5, { startTime: '09:30', theaterName: 'INOX Garuda', location: 'MG Road', city: 'Bengaluru', showDate: '2026-11-23' }),
  ] as Slot[],
});

const renderPicker = (shown = movie) => renderWithProviders(<ShowtimePicker movie={shown} />);

beforeEach(() => window.localStorage.clear());

describe('Showtime picker', () => {
  it('shows each showtime with its availability: available, "Filling fast" from 70 % taken, "Sold out" and disabled', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, 'Mumbai');
    renderPicker();

    const times = within(screen.getByRole('group', { name: 'Showtimes at PVR Phoenix' })).getAllByRole('button');
    expect(times.map((button) => button.textContent)).toEqual(['10:00 AM Available', '1:15 PM Filling fast', '9:45 PM Sold out']);
    expect(times[0]).toBeEnabled();
    expect(times[1]).toBeEnabled();
    expect(times[2]).toBeDisabled();
    expect(screen.getByRole('button', { name: '1:15 PM Filling fast' })).toBeInTheDocument();
  });

  it('groups cinemas by city, A to Z, and lists only the chosen city’s cinemas and dates', async () => {
    const { user } = renderPicker();

    const cities = within(screen.getByRole('group', { name: 'City' })).getAllByRole('button');
    expect(cities.map((button) => button.textContent)).toEqual(['Bengaluru', 'Delhi', 'Mumbai']);
    expect(cities[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Theatres in Bengaluru' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button').map((day) => day.textContent)).toEqual(['Mon 23 Nov']);

    await user.click(screen.getByRole('button', { name: 'Delhi' }));

    expect(screen.getByRole('button', { name: 'Delhi' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'PVR Select City' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'PVR Phoenix' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'INOX Garuda' })).not.toBeInTheDocument();
  });

  it('remembers the chosen city for the next movie page', async () => {
    const first = renderPicker();
    await first.user.click(screen.getByRole('button', { name: 'Mumbai' }));
    first.unmount();

    renderPicker();

    expect(screen.getByRole('button', { name: 'Mumbai' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'PVR Phoenix' })).toBeInTheDocument();
  });

  it('falls back to the first city when the remembered one does not show this movie', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, 'Chennai');
    renderPicker();

    expect(screen.getByRole('button', { name: 'Bengaluru' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('without city or seat counts from the API, lists every cinema and plain times', () => {
    const bare = movieFixture({
      id: 8,
      slots: [
        { slotId: 1, showDate: '2026-11-21', startTime: '18:30', theaterName: 'PVR Phoenix' },
        { slotId: 2, showDate: '2026-11-21', startTime: '10:05', theaterName: 'Cinepolis Andheri' },
      ],
    });
    renderPicker(bare);

    expect(screen.queryByRole('group', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '6:30 PM' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '10:05 AM' })).toBeEnabled();
  });
});
