'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { SITE_PAGES, isSitePage } = require('../site-pages');
const { ROUTE_HINTS } = require('../route-hints');

nodeTest.test('a path is a page when it matches one pattern segment for segment; /admin/* covers everything below', () => {
  assert.equal(isSitePage('/'), true);
  assert.equal(isSitePage('/movies/12/seat-selection'), true);
  assert.equal(isSitePage('/movies/12/'), true);
  assert.equal(isSitePage('/admin/cinemas/4/screens'), true);
  assert.equal(isSitePage('/movies/12/seats'), false);
  assert.equal(isSitePage('/adminx'), false);
  assert.equal(isSitePage('/favourites'), false);
});

nodeTest.test('every page the server preloads for is a page of the site', () => {
  for (const hint of ROUTE_HINTS) assert.ok(SITE_PAGES.includes(hint.path), hint.path);
});

nodeTest.test('every route of the shell’s router is in the list, so the server never answers a real page with 404', () => {
  const fs = require('node:fs');
  const path = require('node:path');
  const routes = fs.readFileSync(path.join(__dirname, '../../shell/src/app/routes.tsx'), 'utf8');
  const paths = [...routes.matchAll(/path: '([^']+)'/g)].map((match) => match[1]).filter((route) => route !== '*');
  assert.ok(paths.length >= 15, 'the router’s paths were found');
  for (const route of paths) assert.ok(isSitePage(route.replace(/:\w+/g, 'x')), route);
  assert.ok(isSitePage('/admin/anything'), 'the admin remote routes everything under /admin');
});
