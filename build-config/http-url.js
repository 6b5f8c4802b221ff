'use strict';

/**
 * `value` as an absolute http(s) URL, else null: what the server puts in an `<img>`, a preload or an `og:image`
 * (never a `javascript:` or `data:` URL from a record).
 */
function httpUrl(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

module.exports = { httpUrl };
