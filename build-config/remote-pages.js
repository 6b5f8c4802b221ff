'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { onDemandImports } = require('./on-demand-imports');

/**
 * What a remote declares about the pages it exposes, so the shell's server can preload and paint them
 * from the HTML: `src/exposes/pages.json` of the remote, by exposed module.
 *
 *   {
 *     "./MovieDetailPage": {
 *       "path": "/movies/:id",                 // where the site shows it: `:name` matches one path segment, a
 *                                              //   trailing `/*` means the page routes everything below itself
 *                                              //   (the shell's router and server read it from the manifest)
 *       "api": ["/movies/:id", "/movies"],     // the API calls of its first render (`:id` from the route)
 *       "record": "/movies/:id",               // the API record its first paint is made from
 *       "image": { "api": "/movies/browse", "list": "nowShowing", "field": "thumbnail" },
 *                                              // its largest picture: `field` of the first item of the
 *                                              //   list at `api` (`list` names it inside an object answer)
 *       "paramPatterns": { "id": "^[0-9]{1,16}$" },
 *                                              // what its route's parameters look like: any other value
 *                                              //   is the 404 page, its record not even asked for
 *       "queryParams": { "show": "^[0-9]{1,16}$" },
 *                                              // the query parameters its first paint reads, each with the
 *                                              //   pattern its value must match (else it is left out): given
 *                                              //   to the paint script (`query`) and filled into `api`,
 *                                              //   `record` and `image` like the route's (`:show`)
 *       "firstPaint": { "script": "./first-paint/moviePaint.cjs", "style": "./first-paint/movie.css" },
 *                                              // its first paint (first-paint.js): the remote's script that
 *                                              //   writes the markup (from the record, the picture) and
 *                                              //   the stylesheet of its look; with `"whenStored": "<key>"`
 *                                              //   shown only to a browser whose localStorage holds that
 *                                              //   key (a customer's own page: its session), see page-hints.js
 *       "meta": { "script": "./first-paint/pageMeta.cjs", "function": "movieMeta" },
 *                                              // the remote's script that describes the page from its
 *                                              //   record to link previews and search engines (page-meta.js)
 *       "title": "All Movies",                 // the tab title the shell gives the page (without one the
 *                                              //   page names the tab itself once it knows its record)
 *       "crawl": false,                        // kept out of search: robots.txt, noindex (crawler-files.js)
 *       "sitemap": { "api": "/movies" },       // listed in the sitemap once per item of that API list
 *       "muiTheme": false,                     // true when drawn with MUI: the HTML preloads the shell's MUI theme
 *       "firstScreen": ["src/features/movie-detail/components/ShareDialog.tsx"]
 *                                              // what it loads lazily on a phone's first screen (Home's
 *                                              //   coming-soon row, the payment form): counted by the size
 *                                              //   guard, and their chunks (`firstScreenScripts` in the
 *                                              //   manifest) preloaded by the HTML with the page's own
 *     }
 *   }
 *
 * The remote's build publishes the declarations in its `mf-manifest.json` (`metaData.pages`), with each
 * paint script, stylesheet and meta script emitted as a content-hashed file beside it
 * (`first-paint/moviePaint.1a2b3c4d5e.cjs`, `first-paint/movie.0a1b2c3d4e.css`), and the shell's server reads
 * them from the manifest it already fetches (remote-manifests.js): a remote deployed with a new page, a new
 * first API call or a new look of its first paint needs no shell rebuild. A page that the remote does not expose,
 * a path that is not a page path, a first paint declared without its
 * script or its stylesheet, with anything else, naming a file that does not exist or a `whenStored` that is not a
 * plain key fails the remote's build.
 */
const PAGES_FILE = 'src/exposes/pages.json';

/**
 * The `manifest` option of a remote's ModuleFederationPlugin that adds its page declarations to the
 * manifest and emits their paint scripts, paint stylesheets and meta scripts; undefined when the remote
 * declares none.
 */
function remotePagesManifest(dir, exposes = null) {
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
            throw new Error(`${PAGES_FILE}: the ${kind} of ${expose}, ${script}, does not exist`);
          compilation.fileDependencies.add(source);
          const content = fs.readFileSync(source);
          const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
          const { name, ext } = path.parse(source);
          const emitted = `first-paint/${name}.${hash}${ext}`;
          // A stylesheet goes out as written (the server minifies it, first-paint-styles.js), not rewritten by the CSS minimizer.
          compilation.emitAsset(emitted, new sources.RawSource(content), ext === '.css' ? { minimized: true } : {});
          emittedFiles.set(source, emitted);
        }
        return emittedFiles.get(source);
      };
      for (const [expose, page] of Object.entries(pages)) {
        if (exposes && !Object.hasOwn(exposes, expose))
          throw new Error(
            `${PAGES_FILE} declares ${expose}, which the remote does not expose (it exposes ${Object.keys(exposes).join(', ')})`,
          );
        checkedPath(expose, page.path);
        if (page.firstPaint !== undefined) {
          const { script, style, whenStored } = checkedFirstPaint(expose, page.firstPaint);
          page.firstPaint = {
            script: emit(expose, 'first paint script', script),
            style: emit(expose, 'first paint style', style),
            ...(whenStored === undefined ? {} : { whenStored }),
          };
        }
        if (page.meta?.script) page.meta = { ...page.meta, script: emit(expose, 'meta script', page.meta.script) };
        if (Array.isArray(page.firstScreen)) page.firstScreenScripts = lazyScripts(compilation, dir, page.firstScreen);
      }
      stats.metaData.pages = pages;
      return stats;
    },
  };
}

/**
 * The script files the build split off for the modules `firstScreen` names (paths in the remote's src/, each loaded
 * on demand by the page on its first screen): every chunk of each `import()` of them, so the shell's server can
 * preload them with the page instead of the browser finding them once the page module has run.
 */
function lazyScripts(compilation, dir, firstScreen) {
  const wanted = new Set(firstScreen.map((module) => path.resolve(dir, module)));
  const files = new Set();
  const found = new Set();
  for (const { imported, chunks } of onDemandImports(compilation)) {
    if (!wanted.has(imported)) continue;
    found.add(imported);
    for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  const missing = [...wanted].filter((resource) => !found.has(resource));
  if (missing.length > 0)
    throw new Error(
      `${PAGES_FILE}: firstScreen names ${missing.map((resource) => path.relative(dir, resource)).join(', ')}, which no module imports on demand`,
    );
  return [...files].sort();
}

/** A page path: `/`, or segments of letters, digits, `-`, `_`, `.` or a `:name` parameter, the last one maybe `*`. */
const PAGE_PATH = /^\/$|^(?:\/(?:[\w.-]+|:\w+))+(?:\/\*)?$|^\/\*$/;

/** `path` of page `expose` when it is a page path; else an error saying what is wrong. */
function checkedPath(expose, pagePath) {
  if (typeof pagePath !== 'string' || !PAGE_PATH.test(pagePath))
    throw new Error(
      `${PAGES_FILE}: the path of ${expose} must be where the site shows it, such as "/movies/:id" (":name" one segment, a last "/*" everything below), not ${JSON.stringify(pagePath ?? null)}`,
    );
  return pagePath;
}

/** What a first paint declares: its script and its stylesheet, files beside the remote's exposes. */
const FIRST_PAINT_FILES = { script: '.cjs', style: '.css' };
/** The localStorage key a first paint may require (`whenStored`): a plain name, as a storage key is written. */
const STORED_KEY = /^[\w.:-]{1,100}$/;

/**
 * `firstPaint` of page `expose` when it is `{ script: "….cjs", style: "….css" }`, with at most a `whenStored` key;
 * else an error saying what is wrong.
 */
function checkedFirstPaint(expose, firstPaint) {
  const shape = '{ "script": "./first-paint/<name>.cjs", "style": "./first-paint/<name>.css" }';
  if (!firstPaint || typeof firstPaint !== 'object' || Array.isArray(firstPaint))
    throw new Error(`${PAGES_FILE}: the first paint of ${expose} must be ${shape}`);
  const unknown = Object.keys(firstPaint).filter(
    (key) => !Object.hasOwn(FIRST_PAINT_FILES, key) && key !== 'whenStored',
  );
  if (unknown.length > 0)
    throw new Error(
      `${PAGES_FILE}: the first paint of ${expose} declares ${unknown.map((key) => `"${key}"`).join(', ')}: it is ${shape}`,
    );
  for (const [key, extension] of Object.entries(FIRST_PAINT_FILES)) {
    const value = firstPaint[key];
    if (typeof value !== 'string' || !value.endsWith(extension))
      throw new Error(
        `${PAGES_FILE}: the first paint of ${expose} needs its ${key}, a ${extension} file (${shape}), not ${JSON.stringify(value ?? null)}`,
      );
  }
  if (
    firstPaint.whenStored !== undefined &&
    !(typeof firstPaint.whenStored === 'string' && STORED_KEY.test(firstPaint.whenStored))
  )
    throw new Error(
      `${PAGES_FILE}: the first paint of ${expose} names ${JSON.stringify(firstPaint.whenStored)} as the localStorage key it needs: one of letters, digits, "_", ".", ":", "-"`,
    );
  return firstPaint;
}

module.exports = { remotePagesManifest, PAGES_FILE };
