import type { Accessibility } from './schemas.js';

/** Facilities that concern getting in and following the film (the rest are comforts: parking, food…). */
const ACCESS_FACILITY =
  /wheelchair|accessib|step[- ]?free|ramp|lift|elevator|hearing|induction loop|audio description|caption|sign language|braille|assistance/i;

export interface ScreenSeatKinds {
  wheelchair: number;
  companion: number;
}

/** What a wheelchair user or a companion needs to know, from the screens' seat layouts and the facilities list. */
export function accessibilityOf(screens: readonly ScreenSeatKinds[], facilities: readonly string[]): Accessibility {
  return {
    wheelchairSpaces: screens.reduce((sum, screen) => sum + screen.wheelchair, 0),
    companionSeats: screens.reduce((sum, screen) => sum + screen.companion, 0),
    screens: screens.length,
    screensWithWheelchairSpaces: screens.filter((screen) => screen.wheelchair > 0).length,
    features: facilities.filter((facility) => ACCESS_FACILITY.test(facility)),
  };
}
