import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../config.js';
import { startTestApi } from '../testing/test-app.js';

const docsOf = (env: Record<string, string>) => loadConfig(env).apiDocs;

test('/docs and /docs/json are off in production unless API_DOCS=true, on in development and test', async () => {
  assert.equal(docsOf({ NODE_ENV: 'production' }), false);
  assert.equal(docsOf({ NODE_ENV: 'production', API_DOCS: 'true' }), true);
  assert.equal(docsOf({ NODE_ENV: 'development' }), true);
  assert.equal(docsOf({ NODE_ENV: 'test' }), true);
  assert.equal(docsOf({ NODE_ENV: 'development', API_DOCS: 'false' }), false);
  assert.throws(() => loadConfig({ API_DOCS: 'yes please' }), /API_DOCS must be true or false/);

  const production = await startTestApi('pglite', { env: 'production', apiDocs: docsOf({ NODE_ENV: 'production' }) });
  try {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
      const response = await production.get(url);
      assert.equal(response.status, 404, url);
      assert.ok(!response.body.includes('openapi'), `${url} reveals nothing of the API's map`);
    }
  } finally {
    await production.close();
  }

  const development = await startTestApi('pglite', {
    env: 'development',
    apiDocs: docsOf({ NODE_ENV: 'development' }),
  });
  try {
    assert.equal((await development.get('/docs/json')).status, 200);
    assert.equal((await development.get('/docs/json')).json().info.title, 'ReelTime API');
    const ui = await development.get('/docs/');
    assert.equal(ui.status, 200);
    assert.match(String(ui.headers['content-type']), /text\/html/);
  } finally {
    await development.close();
  }
});
