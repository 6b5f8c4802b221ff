import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  GRADE_ORDER,
  OBSERVATORY_ORIGIN,
  gradeResponse,
  gradeWithHttpsTests,
  type Grade,
} from '../audit/observatory.js';
import { launchBrowser } from '../harness/browser.js';
import { REMOTES } from '../harness/apps.js';
import { ROOT, startSite, type RunningSite } from '../harness/site.js';

/** A file of the repository, parsed. */
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;

/**
 * Every page of the composed site: each page path the remotes declare (their `src/exposes/pages.json`) and the
 * shell's own (`:id` as 1, a remote's `/*` at its base), a page inside the back office, and a path that is no page.
 */
const SHELL_PAGES = [
  ...REMOTES.flatMap((remote) =>
    Object.values(readJson<Record<string, { path: string }>>(`${remote.dir}/src/exposes/pages.json`)),
  ).map((page) => page.path.replace(/:id\b/g, '1').replace(/\/\*$/, '')),
  ...Object.values(readJson<Record<string, string>>('shell/src/app/shellPages.json')),
  '/admin/scan',
  '/no-such-page',
];

const atLeast = (grade: string, minimum: string) => GRADE_ORDER.indexOf(grade) <= GRADE_ORDER.indexOf(minimum);

/** Fetches a page as the Observatory does (with its Origin) and grades it as `gradedUrl`. */
async function gradePage(url: string, gradedUrl = url, headers: Record<string, string> = {}): Promise<Grade> {
  const response = await fetch(url, { headers: { origin: OBSERVATORY_ORIGIN, ...headers } });
  assert.match(response.headers.get('content-type') ?? '', /text\/html/, `${url} is a page`);
  return gradeResponse({ url: gradedUrl, headers: response.headers, html: await response.text() });
}

const describeFindings = (grade: Grade) =>
  grade.findings
    .filter((item) => item.modifier !== 0)
    .map((item) => `${item.result} ${item.modifier > 0 ? '+' : ''}${item.modifier}`)
    .join(', ');

test('the grader gives the site as it was before it sent security headers (none at all, CORS * on pages) F, 10/100', () => {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*' });
  const html = '<!doctype html><script>window.__REELTIME_CONFIG__={}</script><script defer src="/main.js"></script>';
  const grade = gradeResponse({ url: 'http://localhost:3000/', headers, html });
  assert.deepEqual(gradeWithHttpsTests(grade), { score: 10, grade: 'F' });
  assert.equal(grade.grade, 'C', 'C even with the https-only tests aside');
});

describe('Security headers of the composed site, graded as the Mozilla HTTP Observatory would', () => {
  let site: RunningSite;

  before(async () => {
    site = await startSite();
  });

  after(async () => {
    await site?.stop();
  });

  test("every page of the shell and every remote's own page grades A or better (https-only tests aside)", async () => {
    const urls = [
      ...SHELL_PAGES.map((pathname) => `${site.shellUrl}${pathname}`),
      ...Object.values(site.remoteOrigins).map((origin) => `${origin}/`),
    ];
    const rows: string[] = [];
    const failures: string[] = [];
    for (const url of urls) {
      const grade = await gradePage(url);
      const withHttps = gradeWithHttpsTests(grade);
      rows.push(
        `${url.padEnd(52)} ${grade.grade.padEnd(2)} ${String(grade.score).padStart(3)}  (with https-only tests over http: ${withHttps.grade} ${withHttps.score})  ${describeFindings(grade)}`,
      );
      if (!atLeast(grade.grade, 'A')) failures.push(`${url}: ${grade.grade} ${grade.score} ${describeFindings(grade)}`);
    }
    console.log(`\n[observatory] per page:\n${rows.join('\n')}`);
    assert.deepEqual(failures, []);
  });

  test("the API's /docs still renders under its own CSP, with no violation", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${site.apiUrl}/docs`);
      await page.getByRole('heading', { name: /ReelTime API/ }).waitFor();
      await page.getByText('/api/csp-reports').first().waitFor();
    } finally {
      await browser.close();
    }
  });

  test('the camera is allowed to the ticket scanner at /admin/scan and to no other page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const cameraAllowed = () =>
        page.evaluate(() =>
          (
            document as Document & { featurePolicy: { allowsFeature(name: string): boolean } }
          ).featurePolicy.allowsFeature('camera'),
        );
      await page.goto(`${site.shellUrl}/admin/scan`);
      assert.equal(await cameraAllowed(), true);
      for (const pathname of ['/', '/payment', '/info']) {
        await page.goto(`${site.shellUrl}${pathname}`);
        assert.equal(await cameraAllowed(), false, pathname);
      }
    } finally {
      await browser.close();
    }
  });

  test("no page and no file answers the Observatory's foreign Origin with CORS", async () => {
    const config = (await (await fetch(`${site.shellUrl}/app-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    for (const url of [`${site.shellUrl}/`, config.remotes.catalog, `${site.remoteOrigins.catalog}/remoteEntry.js`]) {
      const response = await fetch(url, { headers: { origin: OBSERVATORY_ORIGIN } });
      assert.equal(response.headers.get('access-control-allow-origin'), null, url);
    }
    const fromShell = await fetch(config.remotes.catalog, { headers: { origin: site.shellUrl } });
    assert.equal(
      fromShell.headers.get('access-control-allow-origin'),
      site.shellUrl,
      'the shell still reads the manifest',
    );
  });
});

describe('The shell deployed on https behind a TLS proxy, graded with every test', () => {
  const { serve } = createRequire(import.meta.url)(path.join(ROOT, 'build-config/serve.js')) as {
    serve(options: {
      dir: string;
      port: number;
      host: string;
      name: string;
      env: Record<string, string>;
    }): Promise<{ server: { address(): { port: number } }; close(): Promise<void> }>;
  };
  let app: Awaited<ReturnType<typeof serve>>;
  let origin: string;

  before(async () => {
    app = await serve({
      dir: path.join(ROOT, 'shell/dist'),
      port: 0,
      host: '127.0.0.1',
      name: 'shell-https',
      env: {
        SHELL_URL: 'https://reeltime.example',
        API_BASE_URL: 'https://api.reeltime.example',
        CATALOG_REMOTE_URL: 'https://catalog.reeltime.example/mf-manifest.json',
        BOOKING_REMOTE_URL: 'https://booking.reeltime.example/mf-manifest.json',
        ACCOUNT_REMOTE_URL: 'https://account.reeltime.example/mf-manifest.json',
        ADMIN_REMOTE_URL: 'https://admin.reeltime.example/mf-manifest.json',
        TRUST_PROXY: '127.0.0.1',
      },
    });
    origin = `http://127.0.0.1:${app.server.address().port}`;
  });

  after(async () => {
    await app?.close();
  });

  test("its pages grade A+ with HSTS and no insecure source (redirection to https is the proxy's)", async () => {
    const rows: string[] = [];
    for (const pathname of ['/', '/movies/1', '/payment', '/admin/scan', '/no-such-page']) {
      const grade = await gradePage(`${origin}${pathname}`, `https://reeltime.example${pathname}`, {
        'x-forwarded-proto': 'https',
      });
      rows.push(
        `https://reeltime.example${pathname}`.padEnd(40) + ` ${grade.grade} ${grade.score}  ${describeFindings(grade)}`,
      );
      assert.equal(grade.grade, 'A+', `${pathname}: ${describeFindings(grade)}`);
      assert.ok(grade.findings.some((item) => item.result === 'hsts-implemented-max-age-at-least-six-months'));
    }
    console.log(`\n[observatory] on https:\n${rows.join('\n')}`);
  });
});
