'use strict';

const vm = require('node:vm');
const { RefreshingCache } = require('./refreshing-cache');
const { httpUrl } = require('./http-url');

/**
 * The paint scripts remotes publish for pages painted from an API record (remote-pages.js): the shell's
 * server fetches each one from the remote's deployed files, keeps it (its name carries its content hash),
 * and runs its `paint(record)` on the page's record to get the first paint's markup. So the fields of a
 * record and the markup made of them belong to the remote that owns the page, and a remote deploys a new
 * paint without a shell release.
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
    runMs = 50,
    maxEntries = 20,
    fetch: fetchImpl = fetch,
  } = {}) {
    this.runMs = runMs;
    this.scripts = new RefreshingCache(
      async (url) => {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
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
   * `{ image, body }` from the script at `url` run on `record`, or null (no script yet within `waitMs`,
   * or no usable answer).
   */
  async paint(url, record, waitMs = 250) {
    const script = await this.scripts.settle(url, waitMs);
    if (!script) return null;
    let answer;
    try {
      script.context.input = JSON.stringify(record);
      answer = JSON.parse(script.run.runInContext(script.context, { timeout: this.runMs }) ?? 'null');
    } catch {
      return null;
    }
    if (!answer || typeof answer !== 'object' || typeof answer.body !== 'string') return null;
    return { body: answer.body, image: httpUrl(answer.image) };
  }
}

/** The script's exports in a fresh context, and the call that paints one record there. */
function compile(code, url, runMs) {
  const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
  const exported = new vm.Script(
    `(function () { const module = { exports: {} }; const exports = module.exports;\n${code}\n;return module.exports; })()`,
    { filename: url },
  );
  context.paintScript = exported.runInContext(context, { timeout: runMs * 10 });
  if (typeof context.paintScript?.paint !== 'function') throw new Error(`${url} exports no paint(record)`);
  return { context, run: new vm.Script('JSON.stringify(paintScript.paint(JSON.parse(input)) ?? null)') };
}

module.exports = { FirstPaintScripts };
