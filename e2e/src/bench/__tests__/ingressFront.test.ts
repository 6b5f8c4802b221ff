import { test } from 'node:test';
import assert from 'node:assert/strict';
import { upstreamFor } from '../ingressFront.js';

const UPSTREAMS = {
  shell: 'http://localhost:3000',
  api: 'http://localhost:8080',
  remotes: { catalog: 'http://localhost:3001', booking: 'http://localhost:3002' },
};

test('the front routes as the ingress does: API and remotes with their prefix removed, the rest to the shell', () => {
  const routed = (path: string) => upstreamFor(path, UPSTREAMS)?.href ?? null;
  assert.equal(routed('/_api/movies/1?city=Pune'), 'http://localhost:8080/movies/1?city=Pune');
  assert.equal(routed('/_api'), 'http://localhost:8080/');
  assert.equal(routed('/_apis/x'), 'http://localhost:3000/_apis/x');
  assert.equal(routed('/remotes/catalog/mf-manifest.json'), 'http://localhost:3001/mf-manifest.json');
  assert.equal(routed('/remotes/booking/static/js/1.abc.js'), 'http://localhost:3002/static/js/1.abc.js');
  assert.equal(routed('/remotes/unknown/x.js'), 'http://localhost:3000/remotes/unknown/x.js');
  assert.equal(routed('/movies/7?show=3'), 'http://localhost:3000/movies/7?show=3');
  assert.equal(upstreamFor('/', null), null);
});
