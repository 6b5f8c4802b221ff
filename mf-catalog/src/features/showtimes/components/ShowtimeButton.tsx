import { formatTime12h } from '@reeltime/shared-lib';
import { availabilityOf, priceRangeLabel, soundLabel, type Availability, type ShowSlot } from '../utils/showFacts';
import { prefetchBooking } from '../utils/prefetchBooking';
import './showtimes.css';

const LABEL: Record<Availability, string | null> = {
  available: 'Available',
  'filling-fast': 'Filling fast',
  'sold-out': 'Sold out',
  unknown: null,
};

/**
 * A show's start (12-hour, the cinema's own clock), its format and languages, its price range and, when the API says,
 * how full it is; sold out is disabled. Every line is part of the button's name, in the order read. Pointed at,
 * focused or touched, it fetches the seat selection's code and the show's seat map ahead of the tap.
 */
export function ShowtimeButton({ movieId, slot, onPick }: { movieId: number; slot: ShowSlot; onPick: () => void }) {
  const availability = availabilityOf(slot);
  const details = [
    [slot.format, soundLabel(slot)].filter(Boolean).join(' · '),
    priceRangeLabel(slot.minPrice, slot.maxPrice),
    LABEL[availability],
  ].filter(Boolean);
  return (
    <button
      type="button"
      className={`rt-showtime rt-showtime--${availability}${details.length > 0 ? ' rt-showtime--detailed' : ''}`}
      disabled={availability === 'sold-out'}
      onClick={onPick}
      onPointerEnter={() => prefetchBooking(movieId, slot)}
      onFocus={() => prefetchBooking(movieId, slot)}
      onTouchStart={() => prefetchBooking(movieId, slot)}
    >
      <span className="rt-showtime__time">{formatTime12h(slot.startTime)}</span>
      {details.map((detail) => (
        <span key={detail} className="rt-showtime__line">
          {' '}
          {detail}
        </span>
      ))}
    </button>
  );
}
