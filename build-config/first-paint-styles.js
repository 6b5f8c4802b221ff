'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { RefreshingCache } = require('./refreshing-cache');
const { fetchAnswer } = require('./fetch-answer');

/** The most bytes of a remote's first-paint stylesheet: it is inlined into the HTML of every such page. */
const STYLE_LIMIT = 64 * 1024;

/** CSS without comments or spare whitespace, as it is inlined into a page. */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The frame every first paint shares (`first-paint/frame.css`: where the page area starts, the fade-out, the
 * 10 s limit), read once when the server starts. Plain CSS, linted with the rest (`npm run lint`).
 */
const FRAME_STYLE = minifyCss(fs.readFileSync(path.join(__dirname, 'first-paint', 'frame.css'), 'utf8'));

/**
 * The stylesheets remotes publish for the first paints of their pages (`firstPaint.style` in a page's
 * declaration, remote-pages.js): the shell's server fetches each one from the remote's deployed files, keeps
 * it (its name carries its content hash) and inlines it minified into the page's `<style>`. A stylesheet
 * that is missing, larger than `STYLE_LIMIT` bytes or could close the `<style>` element (`</style`) is
 * refused: the page then goes out without its first paint.
 */
class FirstPaintStyles {
  /**
   * @param {{ maxAgeMs?: number, retryMs?: number, timeoutMs?: number, maxEntries?: number, fetch?: typeof fetch }} [options]
   */
  constructor({
    maxAgeMs = 3_600_000,
    retryMs = 2_000,
    timeoutMs = 3_000,
    maxEntries = 20,
    fetch: fetchImpl = fetch,
  } = {}) {
    this.styles = new RefreshingCache(
      async (url) => {
        const response = await fetchAnswer(fetchImpl, url, { timeoutMs });
        return checkedStyle(await response.text(), url);
      },
      { maxAgeMs, retryMs, maxEntries },
    );
  }

  /** Fetches the stylesheet at `url` now; resolves when it answered or failed. */
  load(url) {
    return this.styles.refresh(url);
  }

  /** The minified stylesheet at `url`, or null (not loaded within `waitMs`, or refused). */
  style(url, waitMs = 250) {
    return typeof url === 'string' ? this.styles.settle(url, waitMs) : Promise.resolve(null);
  }
}

/** `css` minified, or an error saying why it cannot be inlined. */
function checkedStyle(css, url) {
  if (Buffer.byteLength(css) > STYLE_LIMIT) throw new Error(`${url} is larger than ${STYLE_LIMIT} bytes`);
  if (/<\/style/i.test(css)) throw new Error(`${url} would close its <style> element`);
  const minified = minifyCss(css);
  if (!minified) throw new Error(`${url} is empty`);
  return minified;
}

module.exports = { FirstPaintStyles, FRAME_STYLE, STYLE_LIMIT, minifyCss };
