/**
 * What each booking step shows when it is ready, two ways: as the page checks it every frame for the step clock
 * (`STEP_CONTENT`, stepClock.ts), and as a client reads it, by role and name (the locators).
 */
import type { Page } from 'playwright-core';
import type { StepContent } from './stepClock.js';

export const STEP_CONTENT = {
  home: { selector: '[data-testid="movie-card"] a', text: 'Book Now' },
  showtime: { selector: '[role="group"][aria-label^="Showtimes at "] button' },
  freeSeat: { selector: 'button[aria-label^="Seat "][aria-label$=", available"]' },
  login: { selector: 'form[aria-label="Login"] input[autocomplete="username"]' },
  pay: { selector: 'button', text: 'Pay ₹' },
  success: { selector: 'h1', text: 'Payment Successful!' },
} satisfies Record<string, StepContent>;

export const freeSeats = (page: Page) => page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });
