'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * What a remote declares about the pages it exposes, so the shell's server can preload and paint them
 * from the HTML: `src/exposes/pages.json` of the remote, by exposed module.
 *
 *   {
 *     "./MovieDetailPage": {
 *       "api": ["/movies/:id", "/movies"],     // the API calls of its first render (`:id` from the route)
 *       "record": "/movies/:id",               // the API record its first paint is made from
 *       "image": { "api": "/movies/browse", "list": "nowShowing", "field": "thumbnail" },
 *                                              // its largest picture: `field` of the first item of the
 *                                              //   list at `api` (`list` names it inside an object answer)
 *       "paramPatterns": { "id": "^[0-9]{1,16}$" },
 *                                              // what its route's parameters look like: any other value
 *                                              //   is the 404 page, its record not even asked for
 *       "firstPaint": { "kind": "movie", "script": "./first-paint/moviePaint.cjs" },
 *                                              // the look (first-paint.js) and, for a page painted from
 *                                              //   its record, the remote's script that writes the markup
 *       "meta": { "script": "./first-paint/pageMeta.cjs", "function": "movieMeta" },
 *                                              // the remote's script that describes the page from its
 *                                              //   record to link previews and search engines (page-meta.js)
 *       "title": "All Movies",                 // the tab title the shell gives the page (without one the
 *                                              //   page names the tab itself once it knows its record)
 *       "crawl": false,                        // kept out of search: robots.txt, noindex (crawler-files.js)
 *       "sitemap": { "api": "/movies" },       // listed in the sitemap once per item of that API list
 *       "muiTheme": false,                     // true when drawn with MUI: the HTML preloads the shell's MUI theme
 *       "firstScreen": ["src/features/movie-detail/components/ShareDialog.tsx"]
 *                                              // what it loads lazily on a phone's first screen (size guard;
 *                                              //   Home's coming-soon row, the payment form)
 *     }
 *   }
 *
 * The remote's build publishes the declarations in its `mf-manifest.json` (`metaData.pages`), with each
 * paint and meta script emitted as a content-hashed file beside it (`first-paint/moviePaint.1a2b3c4d5e.cjs`),
 * and the shell's server reads them from the manifest it already fetches (remote-manifests.js): a
 * remote deployed with a new page or a new first API call needs no shell rebuild.
 */
const PAGES_FILE = 'src/exposes/pages.json';

/**
 * The `manifest` option of a remote's ModuleFederationPlugin that adds its page declarations to the
 * manifest and emits their paint and meta scripts; undefined when the remote declares none.
 */
function remotePagesManifest(dir) {
  const file = path.join(dir, PAGES_FILE);
  if (!fs.existsSync(file)) return undefined;
  return {
    additionalData({ stats, compilation }) {
      const { sources } = compilation.compiler.webpack;
      compilation.fileDependencies.add(file);
      const pages = JSON.parse(fs.readFileSync(file, 'utf8'));
      const emittedFiles = new Map();
      const emit = (expose, kind, script) => {
        const source = path.resolve(path.dirname(file), script);
        if (!emittedFiles.has(source)) {
          if (!fs.existsSync(source))
            throw new Error(`${PAGES_FILE}: the ${kind} script of ${expose}, ${script}, does not exist`);
          compilation.fileDependencies.add(source);
          const content = fs.readFileSync(source);
          const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
          const { name, ext } = path.parse(source);
          const emitted = `first-paint/${name}.${hash}${ext}`;
          compilation.emitAsset(emitted, new sources.RawSource(content));
          emittedFiles.set(source, emitted);
        }
        return emittedFiles.get(source);
      };
      for (const [expose, page] of Object.entries(pages)) {
        if (page.firstPaint?.script)
          page.firstPaint = { ...page.firstPaint, script: emit(expose, 'first paint', page.firstPaint.script) };
        if (page.meta?.script) page.meta = { ...page.meta, script: emit(expose, 'meta', page.meta.script) };
      }
      stats.metaData.pages = pages;
      return stats;
    },
  };
}

module.exports = { remotePagesManifest, PAGES_FILE };
