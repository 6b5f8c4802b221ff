import { test } from 'node:test';
import assert from 'node:assert/strict';
import { urlsInHtml } from '../criticalPath.js';
import type { Initiator, RecordedRequest } from '../networkRecorder.js';
import { deepestScriptChain } from '../scriptChain.js';

const SHELL = 'http://shell.test';
let clock = 0;

function request(url: string, type: string, initiator: Initiator): RecordedRequest {
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
  };
}
const finish = (...requests: RecordedRequest[]) => {
  clock += 1;
  for (const item of requests) item.finishedAt = clock;
};
const byScript = (url: string): Initiator => ({ type: 'script', stack: { callFrames: [{ url }] } });
const byParser: Initiator = { type: 'parser', url: `${SHELL}/` };

test('scripts the HTML names are 1 deep, and each script a script asks for one more', () => {
  clock = 0;
  const html = request(`${SHELL}/`, 'Document', { type: 'other' });
  finish(html);
  const main = request(`${SHELL}/main.js`, 'Script', byParser);
  const entry = request('http://catalog.test/remoteEntry.js', 'Script', byParser);
  finish(main, entry);
  const mui = request(`${SHELL}/mui.0123456789.js`, 'Script', byScript(`${SHELL}/main.js`));
  finish(mui);
  const dialog = request(`${SHELL}/dialog.0123456789.js`, 'Script', byScript(`${SHELL}/mui.0123456789.js`));
  finish(dialog);
  const htmlUrls = urlsInHtml(
    '<script defer src=/main.js></script><link rel=preload as=script href=http://catalog.test/remoteEntry.js>',
    `${SHELL}/`,
  );

  assert.equal(deepestScriptChain([html, main, entry], htmlUrls), 1);
  assert.equal(deepestScriptChain([html, main, entry, mui], htmlUrls), 2);
  assert.equal(deepestScriptChain([html, main, entry, mui, dialog], htmlUrls), 3);
});

test('a page without scripts has no script chain', () => {
  clock = 0;
  const html = request(`${SHELL}/`, 'Document', { type: 'other' });
  finish(html);
  assert.equal(deepestScriptChain([html], new Set()), 0);
});
