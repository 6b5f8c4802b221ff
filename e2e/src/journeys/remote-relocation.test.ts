import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser.js';
import { freePort } from '../harness/freePort.js';
import { ROOT, startSite, type RunningSite } from '../harness/site.js';

/** A second copy of the catalog remote, as a team would deploy a new version elsewhere. */
async function serveCatalogCopy(port: number, shellUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'build-config/serve.js'),
      '--dir',
      path.join(ROOT, 'mf-catalog/dist'),
      '--port',
      String(port),
      '--name',
      'catalog-v2',
    ],
    // The copy lets the site's shell read its files, as any deployment of a remote must.
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, SHELL_URL: shellUrl } },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => /serving/.test(chunk.toString()) && resolve());
    child.on('exit', (code) => reject(new Error(`catalog copy exited with ${code}`)));
  });
  return child;
}

let site: RunningSite;
let browser: Browser;
let catalogCopy: ChildProcess;
let copyOrigin: string;

before(async () => {
  const port = await freePort();
  copyOrigin = `http://localhost:${port}`;
  // The site first: starting it builds the catalog the copy serves.
  site = await startSite({ CATALOG_REMOTE_URL: `${copyOrigin}/mf-manifest.json` });
  catalogCopy = await serveCatalogCopy(port, site.shellUrl);
  browser = await launchBrowser();
});

after(async () => {
  await site?.stop();
  catalogCopy?.kill('SIGTERM');
  // Last: it fails the run on any CSP violation seen (see launchBrowser).
  await browser?.close();
});

test('the shell loads a remote from wherever the served config points, without a rebuild', async () => {
  const config = (await (await fetch(`${site.shellUrl}/app-config.json`)).json()) as { remotes: { catalog: string } };
  assert.equal(config.remotes.catalog, `${copyOrigin}/mf-manifest.json`);

  const page = await browser.newPage();
  const catalogRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(copyOrigin)) catalogRequests.push(url);
    assert.ok(!url.startsWith(site.remoteOrigins.catalog), `request went to the old catalog origin: ${url}`);
  });
  await page.goto(`${site.shellUrl}/movies`);
  await page.getByRole('heading', { name: 'All Movies' }).waitFor();
  await page.getByTestId('movie-card').first().waitFor();
  assert.ok(catalogRequests.some((url) => url.endsWith('/mf-manifest.json')));
  assert.ok(catalogRequests.some((url) => url.endsWith('/remoteEntry.js')));
  await screenshot(page, 'catalog-relocated');
  await page.close();
});
