'use strict';

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { pageAt } = require('../page-hints');
const { REMOTES } = require('../apps');
const { siteRouteTable } = require('../route-table');
const { serve } = require('../serve');

/** The shell's own pages, as its build hands them to its server. */
const SHELL_PAGES = require('../../shell/src/app/shellPages.json');
/** What the shell's build hands its server of the site's pages (its `startup-assets.json`). */
const HOST_PAGES = {
  shellPages: SHELL_PAGES,
  legacyRemotePages: require('../../shell/src/app/legacyRemotePages.json'),
};

/** What remote `remote` declares of its pages (its `src/exposes/pages.json`), as its build publishes it. */
function declaredPages(remote) {
  try {
    return require(`../../mf-${remote}/src/exposes/pages.json`);
  } catch {
    return {};
  }
}

/** A stand-in for the server's RemoteManifests that knows the remotes' declarations and no built files. */
const repositoryManifests = {
  remoteNames: () => REMOTES.map(({ name }) => name),
  pagesOf: (remote) => declaredPages(remote),
  pageFor: (remote, expose) => declaredPages(remote)[expose] ?? null,
  assetsFor: () => null,
};

/** The repository's route table: the shell's pages and the pages the remotes declare (route-table.js). */
const ROUTE_TABLE = siteRouteTable(SHELL_PAGES, repositoryManifests);

/** The page at `pathname` (with its query, `search`) as the shell's server resolves it from the repository's route table and declarations. */
const pageOf = (pathname, manifests = repositoryManifests, search = '') =>
  pageAt(pathname, ROUTE_TABLE, manifests, search);

/**
 * Remote `remote`'s `mf-manifest.json` as its build publishes it: its declarations, each paint script, paint
 * stylesheet and meta script beside it as `first-paint/<the file's name>` (served by `publishedScript`).
 */
function publishedManifest(remote) {
  const pages = structuredClone(declaredPages(remote));
  const published = (script) => `first-paint/${path.basename(script)}`;
  for (const page of Object.values(pages)) {
    if (page.firstPaint)
      page.firstPaint = {
        ...page.firstPaint,
        script: published(page.firstPaint.script),
        style: published(page.firstPaint.style),
      };
    if (page.meta?.script) page.meta.script = published(page.meta.script);
  }
  return { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, pages }, exposes: [] };
}

/** The source of the script or stylesheet remote `remote` publishes as `first-paint/<file>`, or null. */
function publishedScript(remote, file) {
  const source = path.join(__dirname, `../../mf-${remote}/src/exposes/first-paint`, path.basename(file));
  return fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : null;
}

/** `fetch` as the shell's server calls it for the paint scripts and stylesheets of remote `remote`: by file name. */
const publishedFileFetch = (remote) => async (url) => {
  const text = publishedScript(remote, String(url));
  return text === null ? new Response('', { status: 404 }) : new Response(text);
};

/**
 * Answers a request for a remote's published files at `/<remote>/mf-manifest.json` and
 * `/<remote>/first-paint/<file>`; false for any other URL.
 */
function answerRemoteFile(url, response) {
  const match = /^\/(\w+)\/(mf-manifest\.json|first-paint\/[\w.-]+)$/.exec(url);
  if (!match || !REMOTES.some(({ name }) => name === match[1])) return false;
  const [, remote, file] = match;
  if (file === 'mf-manifest.json') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(publishedManifest(remote)));
    return true;
  }
  const script = publishedScript(remote, file);
  if (script === null) response.writeHead(404).end();
  else response.writeHead(200, { 'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(script);
  return true;
}

/** The env that points a shell's server at every remote's files as `answerRemoteFile` serves them from `origin`. */
const remoteUrlsAt = (origin) =>
  Object.fromEntries(REMOTES.map(({ name, remoteUrlVar }) => [remoteUrlVar, `${origin}/${name}/mf-manifest.json`]));

/** An empty shell build: the page every test server sends, with its first paint when the page has one. */
const SHELL_TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>ReelTime</title><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

/**
 * The shell's server over an empty build with the repository's pages, in front of `handler`: one local server
 * standing for the API and the remotes' files. `env(origin)` says where the server finds the remotes (every remote
 * as `answerRemoteFile` serves them, by default). Both servers close after the test `t`. Resolves to the site's URL.
 */
async function serveShellOver(t, handler, env = remoteUrlsAt) {
  const api = http.createServer(handler);
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${api.address().port}`;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-shell-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL_TEMPLATE);
  fs.writeFileSync(
    path.join(dist, 'startup-assets.json'),
    JSON.stringify({ role: 'host', scripts: [], styles: [], ...HOST_PAGES }),
  );
  const app = await serve({
    dir: dist,
    port: 0,
    host: '127.0.0.1',
    name: 'test',
    env: { API_BASE_URL: origin, SHELL_URL: 'https://tickets.reeltime.test/', ...env(origin) },
  });
  t.after(async () => {
    await app.close();
    api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${app.server.address().port}`;
}

module.exports = {
  ROUTE_TABLE,
  SHELL_PAGES,
  HOST_PAGES,
  declaredPages,
  repositoryManifests,
  pageOf,
  publishedManifest,
  publishedScript,
  publishedFileFetch,
  answerRemoteFile,
  remoteUrlsAt,
  serveShellOver,
};
