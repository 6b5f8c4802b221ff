'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { pageHints } = require('../page-hints');
const { pageOf } = require('./repository-pages');

const config = { apiBaseUrl: 'http://api.example', remotes: {} };
const startupAssets = {
  role: 'host',
  scripts: ['boot.0123456789.js'],
  styles: [],
  sharedFiles: {
    '@reeltime/shared-lib/mui': ['theme.0123456789.js', 'mui-kit.0123456789.js'],
    '@mui/material/Dialog': ['mui-dialog.0123456789.js'],
  },
};
const scriptPreloads = (pathname) =>
  [
    ...pageHints({ page: pageOf(pathname), config, startupAssets, manifests: null, lcpImages: null }).head.matchAll(
      /<link rel="preload" href="([^"]+)" as="script">/g,
    ),
  ].map((match) => match[1]);

nodeTest.test(
  "a page drawn with MUI preloads the shell's MUI theme and kit with its startup, other pages do not",
  () => {
    for (const pathname of [
      '/payment',
      '/movies/7/seat-selection',
      '/cinemas/2',
      '/info',
      '/my-bookings',
      '/favorite',
    ]) {
      assert.deepEqual(
        scriptPreloads(pathname),
        ['/boot.0123456789.js', '/theme.0123456789.js', '/mui-kit.0123456789.js'],
        pathname,
      );
    }
    for (const pathname of ['/', '/movies', '/movies/7', '/terms-and-conditions', '/no-such-page']) {
      assert.deepEqual(scriptPreloads(pathname), ['/boot.0123456789.js'], pathname);
    }
  },
);

nodeTest.test(
  'a shell built without the list of its shared files still serves its pages, without the theme hint',
  () => {
    const { head } = pageHints({
      page: pageOf('/payment'),
      config,
      startupAssets: { role: 'host', scripts: [], styles: [] },
      manifests: null,
    });
    assert.doesNotMatch(head, /as="script"/);
  },
);
