import type { Locator, Page } from 'playwright-core';

/**
 * Opens the home page, then goes to the movie page the way a tap on a poster does (client-side, no reload), and
 * answers the first showtime's button once it is on screen.
 */
export async function openMovieClientSide(
  page: Page,
  shellUrl: string,
  movieId: number | string,
  timeout: number,
): Promise<Locator> {
  await page.goto(shellUrl);
  await page.getByTestId('movie-card').first().waitFor({ timeout });
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/movies/${movieId}`);
  const firstShowtime = page
    .getByRole('group', { name: /^Showtimes at / })
    .first()
    .getByRole('button')
    .first();
  await firstShowtime.waitFor({ timeout });
  return firstShowtime;
}
