import type { ShowSlot } from '../../showtimes/utils/showFacts';
import type { CinemaPageData, CinemaShow } from '../api/getCinema';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 wheelchair spaces, each with a companion seat beside it, in 2 of 3 screens", from the screens' seat layouts. */
export function wheelchairSentence({
  wheelchairSpaces,
  companionSeats,
  screens,
  screensWithWheelchairSpaces,
}: CinemaPageData['accessibility']): string {
  if (wheelchairSpaces === 0) return 'No screen here has a wheelchair space in its seating yet.';
  const companions =
    companionSeats >= wheelchairSpaces
      ? wheelchairSpaces === 1
        ? ', with a companion seat beside it'
        : ', each with a companion seat beside it'
      : companionSeats > 0
        ? ` and ${count(companionSeats, 'companion seat', 'companion seats')}`
        : '';
  const where =
    screensWithWheelchairSpaces === screens
      ? screens === 1
        ? 'in its screen'
        : `across all ${screens} screens`
      : `in ${screensWithWheelchairSpaces} of ${count(screens, 'screen', 'screens')}`;
  return `${count(wheelchairSpaces, 'wheelchair space', 'wheelchair spaces')}${companions}, ${where}. Choose them on the seat map.`;
}

/** A show of the cinema as the booking in progress keeps it: the slot seat selection and payment read. */
export function cinemaSlot(cinema: CinemaPageData, show: CinemaShow): ShowSlot {
  return {
    ...show,
    theaterName: cinema.name,
    location: cinema.address,
    city: cinema.city,
    cinemaId: cinema.id,
    facilities: cinema.facilities,
    cancellationPolicy: cinema.cancellationPolicy,
  };
}
