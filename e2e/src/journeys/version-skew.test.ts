import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import semver from 'semver';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser.js';
import { freePort } from '../harness/freePort.js';
import { ROOT, startSite, type RunningSite } from '../harness/site.js';
import { buildApps, editJson, readJson, serveBuild, treeAtCommit, treeFromCheckout } from '../harness/skewBuilds.js';

/**
 * Version skew: the shell and a remote built from different commits, or against different shared-lib
 * versions, composed in Chromium. Each case builds only the one app it needs; the builds start together
 * once the site is up, two at a time, and each case waits for its own.
 *
 * CONTRACT_BASELINE is the first commit of the versioned contract (shared-lib 1.0.0): the oldest
 * build a deployed app can have. PRE_CONTRACT is the last main commit before it (shared-lib 0.1.0,
 * unchecked). CI needs the full history; a missing commit fails the journey.
 */
const CONTRACT_BASELINE = '8e834a7fc7b40186d5cde7bf0b49750fb3c4424e';
const PRE_CONTRACT = '2999472efd14995e32d04e5dc8416698fc8bd664';
const SHARED_LIB = '@reeltime/shared-lib';

const sharedLibVersion = readJson<{ version: string }>(path.join(ROOT, 'shared-lib/package.json')).version;
const catalogRange = (tree: string) =>
  readJson<{ dependencies: Record<string, string> }>(path.join(tree, 'mf-catalog/package.json')).dependencies[
    SHARED_LIB
  ];

interface Movie {
  id: number;
  title: string;
}

describe('version skew between the shell and a remote', () => {
  let site: RunningSite;
  let browser: Browser;
  let movie: Movie;
  const shellPorts: number[] = [];
  let shellOrigins: string[] = [];
  const servers: ChildProcess[] = [];

  const minor = semver.inc(sharedLibVersion, 'minor')!;
  const major = semver.inc(sharedLibVersion, 'major')!;
  let baselineTree: string;
  let preContractTree: string;
  let builds: Record<
    'baselineCatalog' | 'baselineShell' | 'preContractCatalog' | 'minorCatalog' | 'majorCatalog',
    Promise<string>
  >;

  before(async () => {
    shellPorts.push(...(await Promise.all(Array.from({ length: 5 }, freePort))));
    shellOrigins = shellPorts.map((port) => `http://localhost:${port}`);
    // The shells served beside the site (some from commits before the API moved under the site's own path) reach
    // the API at its own origin, so the site serves it there too: its posters are then on an origin every shell allows.
    site = await startSite({ API_PATH: '' }, { extraOrigins: shellOrigins });
    baselineTree = treeAtCommit(CONTRACT_BASELINE);
    preContractTree = treeAtCommit(PRE_CONTRACT);
    const minorTree = treeFromCheckout('shared-lib-minor', (copy) =>
      editJson(copy, 'shared-lib/package.json', (pkg) => void (pkg.version = minor)),
    );
    const majorTree = treeFromCheckout('shared-lib-major', (copy) => {
      editJson(copy, 'shared-lib/package.json', (pkg) => void (pkg.version = major));
      editJson(
        copy,
        'mf-catalog/package.json',
        (pkg) => void ((pkg.dependencies as Record<string, string>)[SHARED_LIB] = `^${major}`),
      );
    });
    builds = buildApps({
      baselineCatalog: { tree: baselineTree, app: 'mf-catalog' },
      baselineShell: { tree: baselineTree, app: 'shell' },
      preContractCatalog: { tree: preContractTree, app: 'mf-catalog' },
      minorCatalog: { tree: minorTree, app: 'mf-catalog' },
      majorCatalog: { tree: majorTree, app: 'mf-catalog' },
    });
    browser = await launchBrowser();
    [movie] = (await (await fetch(`${site.apiUrl}/movies/recent`)).json()) as Movie[];
  });

  after(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  const remoteUrls = () => ({
    CATALOG_REMOTE_URL: `${site.remoteOrigins.catalog}/mf-manifest.json`,
    BOOKING_REMOTE_URL: `${site.remoteOrigins.booking}/mf-manifest.json`,
    ACCOUNT_REMOTE_URL: `${site.remoteOrigins.account}/mf-manifest.json`,
  });

  /** Serves a catalog build on a free port; returns its manifest URL. */
  async function serveCatalog(dist: string, name: string): Promise<string> {
    const port = await freePort();
    // The site's shell and the test's shells read its files.
    servers.push(
      await serveBuild(dist, port, name, { SHELL_URL: site.shellUrl, SITE_ORIGINS: shellOrigins.join(',') }),
    );
    return `http://localhost:${port}/mf-manifest.json`;
  }

  /** Serves a shell build composed with the site's remotes (or `remotes` instead); returns its URL. */
  async function serveShell(dist: string, remotes: Record<string, string> = {}): Promise<string> {
    const port = shellPorts.shift();
    assert.ok(port, 'no shell port left: add one in before()');
    servers.push(
      await serveBuild(dist, port, `shell-${port}`, { API_BASE_URL: site.apiUrl, ...remoteUrls(), ...remotes }),
    );
    return `http://localhost:${port}`;
  }

  async function openPage(): Promise<{ page: Page; consoleLines: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
    return { page, consoleLines };
  }

  /** Home and a movie's detail page render from the catalog, with no Retry panel. */
  async function assertComposes(shellUrl: string, screenshotName: string): Promise<void> {
    const { page, consoleLines } = await openPage();
    await page.goto(shellUrl);
    await page
      .getByTestId('movie-card')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => {
        throw new Error(`home did not render at ${shellUrl}; console:\n${consoleLines.join('\n')}`);
      });
    await page.goto(`${shellUrl}/movies/${movie.id}`);
    // The page itself, not the first paint the HTML drew (both show the title while the paint fades out).
    await page.locator('#main').getByRole('heading', { level: 1, name: movie.title }).waitFor({ timeout: 30_000 });
    // The catalog's search overlay (a 1.0 or 0.x catalog runs its own search stream on the shell's copy).
    await page.getByRole('button', { name: 'Search movies' }).click();
    await page.getByPlaceholder('Search for movies').fill(movie.title.split(' ')[0]!.toLowerCase());
    await page.getByRole('dialog').getByTestId('movie-card').first().waitFor({ timeout: 30_000 });
    assert.equal(await page.getByText('This section is temporarily unavailable').count(), 0);
    assert.deepEqual(
      consoleLines.filter((line) => line.startsWith('pageerror')),
      [],
    );
    await screenshot(page, screenshotName);
    await page.context().close();
  }

  /** The catalog's sections show the Retry panel (never a crash), the console says why, the frame works. */
  /**
   * `otherRemoteLoads`: the account remote's range accepts this shell's shared-lib, so its page must load on the same
   * visit whatever the refused catalog left in the share scope. `ownPagesLoad: false` for a shell built before every app
   * took the host's copy of a singleton first (runtime-plugins/singleton-copies-in-range.js): that shell is handed the
   * refused remote's copies of a newer major for its own MUI pages, so a major deploys the shell with its remotes.
   */
  async function assertRefused(
    shellUrl: string,
    why: RegExp[],
    screenshotName: string,
    { otherRemoteLoads = false, ownPagesLoad = true } = {},
  ): Promise<void> {
    const { page, consoleLines } = await openPage();
    await page.goto(shellUrl);
    const panel = page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });
    await panel.waitFor({ timeout: 30_000 });
    for (const pattern of why) {
      assert.ok(
        consoleLines.some((line) => pattern.test(line)),
        `no console line matches ${pattern}:\n${consoleLines.join('\n')}`,
      );
    }
    await screenshot(page, screenshotName);
    // Retry asks again and is refused again, in the same panel.
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.waitFor();
    if (!ownPagesLoad) {
      await page.context().close();
      return;
    }
    // The frame keeps working, and so do the shell's own MUI pages on the same visit (the refused
    // remote's newer copies are in the share scope now; the shell must still run its own).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.waitForURL(/\/terms-and-conditions$/);
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByText('This section is temporarily unavailable').count(), 0);
    if (otherRemoteLoads) {
      // Another remote's page on the same visit loads on the shell's copies, whatever the refused one left behind.
      await page.getByRole('banner').getByRole('link', { name: 'Favourite' }).first().click();
      await page.waitForURL(/\/favorite$/);
      await page.getByText('Please Login').waitFor({ timeout: 30_000 });
      assert.equal(await page.getByText('This section is temporarily unavailable').count(), 0);
    }
    await page.context().close();
  }

  test('this shell with the catalog of the first versioned commit', async () => {
    const catalog = await serveCatalog(await builds.baselineCatalog, 'catalog-baseline');
    const shellUrl = await serveShell(path.join(ROOT, 'shell/dist'), { CATALOG_REMOTE_URL: catalog });
    const range = catalogRange(baselineTree);
    if (semver.satisfies(sharedLibVersion, range)) await assertComposes(shellUrl, 'skew-new-shell-baseline-catalog');
    else
      await assertRefused(
        shellUrl,
        [new RegExp(`${sharedLibVersion}.*${SHARED_LIB}.*${range.replace(/[.^]/g, '\\$&')}`)],
        'skew-new-shell-baseline-catalog',
        { otherRemoteLoads: true },
      );
  });

  test("the shell of the first versioned commit with this checkout's remotes", async () => {
    const oldVersion = readJson<{ version: string }>(path.join(baselineTree, 'shared-lib/package.json')).version;
    const shellUrl = await serveShell(await builds.baselineShell);
    const range = catalogRange(ROOT);
    if (semver.satisfies(oldVersion, range)) await assertComposes(shellUrl, 'skew-baseline-shell-new-catalog');
    // That shell predates the host-copy-first rule: under a remote of a newer major it shows the Retry panel, but its own
    // MUI pages get that remote's copies afterwards.
    else
      await assertRefused(
        shellUrl,
        [new RegExp(`${oldVersion}.*${SHARED_LIB}.*${range.replace(/[.^]/g, '\\$&')}`)],
        'skew-baseline-shell-new-catalog',
        { ownPagesLoad: semver.major(oldVersion) === semver.major(semver.minVersion(range)!) },
      );
  });

  test('this shell with a catalog from before the contract (shared-lib 0.1.0, no strict range)', async () => {
    const catalog = await serveCatalog(await builds.preContractCatalog, 'catalog-pre-contract');
    const shellUrl = await serveShell(path.join(ROOT, 'shell/dist'), { CATALOG_REMOTE_URL: catalog });
    const oldVersion = readJson<{ version: string }>(path.join(preContractTree, 'shared-lib/package.json')).version;
    // The runtime does not check a range declared without strictVersion: the shell refuses another major itself.
    if (semver.major(oldVersion) === semver.major(sharedLibVersion))
      await assertComposes(shellUrl, 'skew-new-shell-pre-contract-catalog');
    else
      await assertRefused(
        shellUrl,
        [
          new RegExp(
            `catalog was built against ${SHARED_LIB} ${oldVersion.replace(/\./g, '\\.')} and cannot run on this page's ${sharedLibVersion.replace(/\./g, '\\.')}`,
          ),
        ],
        'skew-new-shell-pre-contract-catalog',
        { otherRemoteLoads: true },
      );
  });

  test("a catalog built with a newer compatible shared-lib minor runs on the shell's copy", async () => {
    const catalog = await serveCatalog(await builds.minorCatalog, 'catalog-minor');
    const manifest = (await (await fetch(catalog)).json()) as { shared: { name: string; version: string }[] };
    assert.equal(manifest.shared.find((shared) => shared.name === SHARED_LIB)?.version, minor);
    await assertComposes(
      await serveShell(path.join(ROOT, 'shell/dist'), { CATALOG_REMOTE_URL: catalog }),
      'skew-shared-lib-minor',
    );
  });

  test('a catalog that needs the next shared-lib major is refused with the Retry panel and a console line naming both versions', async () => {
    const catalog = await serveCatalog(await builds.majorCatalog, 'catalog-major');
    const shellUrl = await serveShell(path.join(ROOT, 'shell/dist'), { CATALOG_REMOTE_URL: catalog });
    await assertRefused(
      shellUrl,
      [
        new RegExp(
          `Version ${sharedLibVersion.replace(/\./g, '\\.')} from shell of shared singleton module ${SHARED_LIB} does not satisfy the requirement of catalog which needs \\^${major.replace(/\./g, '\\.')}`,
        ),
      ],
      'skew-shared-lib-major',
      { otherRemoteLoads: true },
    );
  });
});
