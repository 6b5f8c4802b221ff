import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Movie } from '@reeltime/shared-lib';
import { availabilityOf, type ShowSlot } from '../../showtimes/utils/showFacts';
import { startBooking } from '../../showtimes/utils/startBooking';

/** The show a link names (`?show={slotId}`) among the movie's, when it still takes bookings; else null. */
export function showFromSearch(search: string, slots: readonly ShowSlot[]): ShowSlot | null {
  const raw = new URLSearchParams(search).get('show');
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  const slotId = Number(raw);
  const slot = slots.find((candidate) => (candidate.slotId ?? candidate.id) === slotId);
  return slot && availabilityOf(slot) !== 'sold-out' ? slot : null;
}

/**
 * A link to a show (`/movies/{id}?show={slotId}`, where seat selection sends a visitor who came with
 * a show's link but no booking in progress, e.g. a showtime of the page's HTML tapped before its
 * scripts ran) starts that show's booking, as picking the showtime does. A show that is gone or sold
 * out leaves the customer on the movie page to pick another.
 */
export function useShowFromLink(movie: Movie, slots: readonly ShowSlot[]): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const slot = showFromSearch(search, slots);
    if (slot) navigate(startBooking(movie, slot), { replace: true });
  }, [movie, navigate, search, slots]);
}
