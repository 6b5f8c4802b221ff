'use strict';

const vm = require('node:vm');
const { RefreshingCache } = require('./refreshing-cache');
const { fetchAnswer } = require('./fetch-answer');
const { httpUrl } = require('./http-url');

/**
 * The scripts remotes publish for their pages' first paints and for pages made from an API record
 * (remote-pages.js): the shell's server fetches each one from the remote's deployed files, keeps it (its name
 * carries its content hash), and runs it: a paint script's `paint(record, { image, query })` writes the first
 * paint's markup from the page's record, its largest picture and its declared query parameters (first-paint.js), a
 * meta script's function
 * named in the declaration (`meta(record, { origin })`) describes the page to link previews and search
 * engines (page-meta.js). So the fields of a record and what is made of them belong to the remote that owns
 * the page, and a remote deploys a new paint or description without a shell release.
 *
 * A script runs in a context of its own with nothing but the language's built-ins (no `require`,
 * `process`, timers or network, no code generation from strings), within `runMs` per call; the
 * record goes in and the answer comes out as JSON, so neither side shares an object with the other.
 * An answer that is not `{ body: string, image?: string }` counts as no paint, and the image must
 * be an absolute http(s) URL. A script that is missing, broken or too slow only costs the page its
 * first paint.
 */
class FirstPaintScripts {
  /**
   * @param {{ maxAgeMs?: number, retryMs?: number, timeoutMs?: number, runMs?: number, maxEntries?: number,
   *   fetch?: typeof fetch }} [options]
   */
  constructor({
    maxAgeMs = 3_600_000,
    retryMs = 2_000,
    timeoutMs = 3_000,
    runMs = 200,
    maxEntries = 20,
    fetch: fetchImpl = fetch,
  } = {}) {
    this.runMs = runMs;
    this.scripts = new RefreshingCache(
      async (url) => {
        const response = await fetchAnswer(fetchImpl, url, { timeoutMs });
        return compile(await response.text(), url, runMs);
      },
      { maxAgeMs, retryMs, maxEntries },
    );
  }

  /** Fetches the script at `url` now; resolves when it answered or failed. */
  load(url) {
    return this.scripts.refresh(url);
  }

  /**
   * `{ image, body }` from the script at `url` run on `record` (null for a page without one) and what else the
   * page gives (`{ image, query }`: its largest picture, or null, and its declared query parameters), or null (no
   * script yet within `waitMs`, or no usable answer).
   */
  async paint(url, record, picture = { image: null, query: {} }, waitMs = 250) {
    const answer = await this.run(url, 'paint', [record, picture], waitMs);
    if (!answer || typeof answer !== 'object' || typeof answer.body !== 'string') return null;
    return { body: answer.body, image: httpUrl(answer.image) };
  }

  /**
   * What the function `name` of the script at `url` answers for `args` (JSON in, JSON out), or null: no
   * script yet within `waitMs`, no such function, or it failed or ran too long.
   */
  async run(url, name, args, waitMs = 250) {
    const script = await this.scripts.settle(url, waitMs);
    if (!script || typeof name !== 'string' || !Object.hasOwn(script.context.pageScript, name)) return null;
    try {
      script.context.name = name;
      script.context.input = JSON.stringify(args);
      return JSON.parse(script.call.runInContext(script.context, { timeout: this.runMs }) ?? 'null');
    } catch {
      return null;
    }
  }
}

/** The script's exports in a fresh context, and the call that runs one of its functions there. */
function compile(code, url, runMs) {
  const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
  const exported = new vm.Script(
    `(function () { const module = { exports: {} }; const exports = module.exports;\n${code}\n;return module.exports; })()`,
    { filename: url },
  );
  context.pageScript = exported.runInContext(context, { timeout: runMs * 10 });
  const functions = Object.values(Object(context.pageScript)).filter((value) => typeof value === 'function');
  if (functions.length === 0) throw new Error(`${url} exports no function`);
  return { context, call: new vm.Script('JSON.stringify(pageScript[name](...JSON.parse(input)) ?? null)') };
}

module.exports = { FirstPaintScripts };
