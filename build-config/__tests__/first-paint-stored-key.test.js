'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { FRAME_STYLE } = require('../first-paint-styles');
const { pageAt, pageHints } = require('../page-hints');
const { remotePagesManifest } = require('../remote-pages');
const { RemoteManifests } = require('../remote-manifests');

/*
 * A first paint declared `whenStored` a localStorage key (a customer's own page, whose session the server never
 * sees): published and kept with the paint, checked by the page's inline script, hidden by the frame without it.
 */
const config = { apiBaseUrl: 'http://api.test', remotes: {} };
const startupAssets = { scripts: [], styles: [] };

nodeTest.test(
  'the frame hides a paint the browser lacks the key for, whatever the remote’s stylesheet says, and the footer while a paint is in the page',
  () => {
    assert.ok(FRAME_STYLE.includes('html[data-rt-first-paint-off] #rt-first-paint{display:none !important}'));
    assert.ok(FRAME_STYLE.includes('body:has(#rt-first-paint) .rt-footer{display:none}'));
  },
);

nodeTest.test(
  'the key a paint needs is published by the remote’s build, kept by the server, and written safely',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-remote-'));
    fs.mkdirSync(path.join(dir, 'src/exposes/first-paint'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'src/exposes/first-paint/cart.cjs'),
      "module.exports={paint:()=>({body:'<h1>Cart</h1>'})};",
    );
    fs.writeFileSync(path.join(dir, 'src/exposes/first-paint/cart.css'), '#rt-first-paint h1 { color: red; }');
    const build = (firstPaint) => {
      fs.writeFileSync(
        path.join(dir, 'src/exposes/pages.json'),
        JSON.stringify({ './CartPage': { path: '/cart', firstPaint } }),
      );
      const compilation = {
        modules: [],
        compiler: { webpack },
        fileDependencies: new Set(),
        emitAsset: () => undefined,
      };
      return remotePagesManifest(dir).additionalData({ stats: { metaData: {} }, compilation }).metaData.pages;
    };
    const files = { script: './first-paint/cart.cjs', style: './first-paint/cart.css' };
    const published = build({ ...files, whenStored: 'shop.session' })['./CartPage'].firstPaint;
    assert.equal(published.whenStored, 'shop.session');
    assert.match(published.script, /^first-paint\/cart\.[0-9a-f]{10}\.cjs$/);
    assert.equal(build(files)['./CartPage'].firstPaint.whenStored, undefined, 'none declared, none published');
    for (const whenStored of ['', "x');alert(1);//", 'a b', 42, null, ['JWT_TOKEN'], 'k'.repeat(101)])
      assert.throws(
        () => build({ ...files, whenStored }),
        /src\/exposes\/pages\.json: the first paint of \.\/CartPage names .* as the localStorage key it needs/,
        JSON.stringify(whenStored),
      );
    fs.rmSync(dir, { recursive: true, force: true });

    const manifests = new RemoteManifests(() => ({ shop: 'http://shop.test/mf-manifest.json' }), {
      fetch: async () =>
        Response.json({
          metaData: {
            publicPath: 'auto',
            pages: { './CartPage': { firstPaint: { ...published, whenStored: '</script>' } } },
          },
          exposes: [],
        }),
      maxAgeMs: 0,
    });
    await manifests.refreshAll();
    const page = pageAt('/cart', { remotes: { shop: { CartPage: '/cart' } } }, manifests);
    assert.equal(page.firstPaint.whenStored, '</script>', 'a key from a manifest is kept as it is…');
    const { head } = pageHints({
      page,
      config,
      startupAssets,
      painted: { body: '<h1>Cart</h1>', style: '', image: null },
    });
    assert.ok(
      head.includes('localStorage.getItem("\\u003c/script>")'),
      '…and written as a JSON string the HTML cannot end',
    );
  },
);
