'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { pageHints } = require('../page-hints');
const { declaredPages, pageOf } = require('./repository-pages');

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
/** The repository's declarations, but with every remote page drawn with MUI (`muiTheme`). */
const drawnWithMui = {
  pageFor: (remote, expose) => ({ ...declaredPages(remote)[expose], muiTheme: true }),
  assetsFor: () => null,
};
const scriptPreloads = (pathname, manifests) =>
  [
    ...pageHints({
      page: pageOf(pathname, manifests),
      config,
      startupAssets,
      manifests: null,
      lcpImages: null,
    }).head.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g),
  ].map((match) => match[1]);

nodeTest.test(
  "a page drawn with MUI preloads the shell's MUI theme and kit with its startup, other pages do not",
  () => {
    for (const pathname of ['/cinemas/2']) {
      assert.deepEqual(
        scriptPreloads(pathname, drawnWithMui),
        ['/boot.0123456789.js', '/theme.0123456789.js', '/mui-kit.0123456789.js'],
        pathname,
      );
    }
    for (const pathname of [
      '/',
      '/movies',
      '/movies/7',
      '/cinemas/2',
      '/movies/7/seat-selection',
      '/payment',
      '/info',
      '/my-bookings',
      '/favorite',
      '/terms-and-conditions',
      '/no-such-page',
    ]) {
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

nodeTest.test(
  "with a first paint, the shell's stylesheet follows it in <body> so it paints without waiting for that CSS; without one it stays in <head>",
  () => {
    const { renderPage } = require('../page-hints');
    const template =
      '<html><head><meta charset="utf-8"><script defer src=/main.js></script>' +
      '<link href=/main.css rel=stylesheet></head><body><div id="root"></div></body></html>';
    const image = 'http://api.example/posters/1.svg';
    const drawn = { body: `<img src="${image}" alt="">`, style: '.hero{height:10px}', image };

    const painted = renderPage(template, pageHints({ page: pageOf('/'), config, startupAssets, painted: drawn }));
    const [head, body] = painted.split('</head>');
    assert.ok(!head.includes('main.css'), 'not render-blocking in <head>');
    assert.match(
      body,
      /^<body><div id="rt-first-paint"[\s\S]*<\/div><link href=\/main.css rel=stylesheet><div id="root">/,
    );
    assert.equal(painted.match(/main\.css/g).length, 1, 'named once');

    const unpainted = renderPage(template, pageHints({ page: pageOf('/info'), config, startupAssets }));
    assert.match(unpainted, /<link href=\/main.css rel=stylesheet><\/head><body><div id="root">/);
  },
);
