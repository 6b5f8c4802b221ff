import { test } from 'node:test';
import assert from 'node:assert/strict';
import { criticalPathTo, urlsInHtml } from '../criticalPath.js';
import type { Initiator, RecordedRequest } from '../networkRecorder.js';

const SHELL = 'http://shell.test';
let clock = 0;

/** A request sent now that takes `duration` (the clock moves on only through `finish`). */
function request(
  url: string,
  type: string,
  initiator: Initiator,
  extra: Partial<RecordedRequest> = {},
): RecordedRequest {
  return {
    id: url,
    url,
    type,
    initiator,
    sentAt: clock,
    finishedAt: null,
    encodedBytes: 1000,
    status: 200,
    fromCache: false,
    failed: false,
    protocol: 'http/1.1',
    wallOffset: 0,
    ...extra,
  };
}
const finish = (...requests: RecordedRequest[]) => {
  clock += 1;
  for (const item of requests) item.finishedAt = clock;
};
const byScript = (url: string): Initiator => ({ type: 'script', stack: { callFrames: [{ url }] } });
const byParser: Initiator = { type: 'parser', url: `${SHELL}/` };
const isPoster = (item: RecordedRequest) => item.type === 'Image';

test('a page that discovers config, manifest, remote chunks and data one after another needs one round-trip each', () => {
  clock = 0;
  const html = request(`${SHELL}/`, 'Document', { type: 'other' });
  finish(html);
  const main = request(`${SHELL}/main.js`, 'Script', byParser);
  finish(main);
  const config = request(`${SHELL}/app-config.json`, 'Fetch', byScript(`${SHELL}/main.js`));
  finish(config);
  const manifest = request('http://catalog.test/mf-manifest.json', 'Fetch', byScript(`${SHELL}/main.js`));
  finish(manifest);
  const data = request('http://api.test/movies/recent', 'XHR', byScript(`${SHELL}/main.js`));
  finish(data);
  // React renders the poster after the data arrived; Chromium may name the parser as its initiator.
  const poster = request('http://api.test/posters/1.svg', 'Image', byParser);
  finish(poster);
  const requests = [html, main, config, manifest, data, poster];

  const path = criticalPathTo(requests, urlsInHtml('<script defer src=/main.js></script>', `${SHELL}/`), isPoster);

  assert.equal(path?.depth, 6);
  assert.deepEqual(
    path?.chain.map((item) => item.url),
    requests.map((item) => item.url),
  );
});

test('with everything preloaded from the HTML, the poster is the third round-trip', () => {
  clock = 0;
  const html = request(`${SHELL}/`, 'Document', { type: 'other' });
  finish(html);
  const main = request(`${SHELL}/main.js`, 'Script', byParser);
  const chunk = request(`${SHELL}/boot.0123456789.js`, 'Script', byParser);
  const data = request('http://api.test/movies/recent', 'Fetch', byParser);
  finish(main, chunk, data);
  // The app's own requests for what was preloaded are answered from the preload cache.
  const reusedChunk = request(`${SHELL}/boot.0123456789.js`, 'Script', byScript(`${SHELL}/main.js`), {
    fromCache: true,
  });
  const reusedData = request('http://api.test/movies/recent', 'XHR', byScript(`${SHELL}/boot.0123456789.js`), {
    fromCache: true,
  });
  finish(reusedChunk, reusedData);
  const poster = request('http://api.test/posters/1.svg', 'Image', byScript(`${SHELL}/boot.0123456789.js`));
  finish(poster);
  const hints =
    '<script defer src=/main.js></script><link rel="preload" href="/boot.0123456789.js" as="script"><link rel="preload" href="http://api.test/movies/recent" as="fetch" crossorigin>';

  const path = criticalPathTo(
    [html, main, chunk, data, reusedChunk, reusedData, poster],
    urlsInHtml(hints, `${SHELL}/`),
    isPoster,
  );

  assert.equal(path?.depth, 3);
});

test('no poster, no path', () => {
  clock = 0;
  const html = request(`${SHELL}/`, 'Document', { type: 'other' });
  finish(html);
  assert.equal(criticalPathTo([html], new Set(), isPoster), null);
});
