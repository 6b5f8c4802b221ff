import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser.js';
import { startSite, type RunningSite } from '../harness/site.js';

interface MovieSummary {
  id: number;
  title: string;
}

describe('ReelTime in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  after(async () => {
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  const openPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    return page;
  };

  test('the home page shows the header and the footer', async () => {
    await openPage();
    await page.goto(site.shellUrl);
    const header = page.getByRole('banner');
    await header.waitFor();
    assert.ok(await header.getByRole('link', { name: 'Movies', exact: true }).isVisible());
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    assert.match((await footer.textContent()) ?? '', new RegExp(String(new Date().getFullYear())));
    await page.getByRole('heading', { name: 'Latest Releases' }).waitFor();
    await page.getByTestId('movie-card').first().waitFor();
    await screenshot(page, 'home');
    await page.context().close();
  });

  test('the Movies link shows every seeded movie: those now showing (newest first), then those coming soon', async () => {
    const browse = (await (await fetch(`${site.apiUrl}/movies/browse`)).json()) as {
      nowShowing: MovieSummary[];
      comingSoon: MovieSummary[];
    };
    const movies = [...browse.nowShowing, ...browse.comingSoon];
    assert.equal(
      movies.length,
      ((await (await fetch(`${site.apiUrl}/movies`)).json()) as MovieSummary[]).length,
      'every film once',
    );
    assert.ok(movies.length >= 16, `the seed has ${movies.length} movies`);

    await openPage();
    await page.goto(site.shellUrl);
    await page.getByRole('banner').getByRole('link', { name: 'Movies', exact: true }).click();
    await page.waitForURL(/\/movies$/);
    await page.getByRole('heading', { name: 'All Movies' }).waitFor();
    const cards = page.getByTestId('movie-card');
    await cards.first().waitFor();
    assert.equal(await cards.count(), movies.length);
    const shownTitles = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label')),
    );
    assert.deepEqual(
      shownTitles,
      movies.map((movie) => movie.title),
    );
    await screenshot(page, 'all-movies');
    await page.context().close();
  });

  test('a movie card leads to the movie page', async () => {
    const [first] = ((await (await fetch(`${site.apiUrl}/movies/browse`)).json()) as { nowShowing: MovieSummary[] })
      .nowShowing;
    await openPage();
    await page.goto(`${site.shellUrl}/movies`);
    await page.getByTestId('movie-card').first().click();
    await page.waitForURL(new RegExp(`/movies/${first!.id}$`));
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
    await screenshot(page, 'movie-detail');
    await page.context().close();
  });

  test('an unknown path shows the 404 page', async () => {
    await openPage();
    await page.goto(`${site.shellUrl}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    assert.ok(await page.getByRole('banner').isVisible());
    await screenshot(page, 'not-found');
    await page.context().close();
  });

  test('with the account remote unreachable, /favorite shows a Retry panel and the rest of the site works', async () => {
    await openPage();
    await page.route(`${site.remoteOrigins.account}/**`, (route) => route.abort());
    await page.goto(`${site.shellUrl}/favorite`);
    await page.getByText(/temporarily unavailable/i).waitFor({ timeout: 15_000 });
    assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
    assert.ok(await page.getByRole('banner').isVisible());
    assert.ok(await page.getByRole('contentinfo').isVisible());
    await screenshot(page, 'account-remote-down');

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${site.shellUrl}/`);
    await page.getByTestId('movie-card').first().waitFor();
    await screenshot(page, 'home-while-account-down');

    await page.getByRole('banner').getByRole('link', { name: 'Favourite', exact: true }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 15_000 });
    await page.unroute(`${site.remoteOrigins.account}/**`);
    await retry.click();
    await page.getByText('Please Login').waitFor({ timeout: 15_000 });
    await screenshot(page, 'account-remote-recovered');
    await page.context().close();
  });
});
