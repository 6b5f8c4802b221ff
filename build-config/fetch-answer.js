'use strict';

/**
 * GETs `url` for the shell's server (a remote's file, the API's answer behind a page), giving up after `timeoutMs`.
 * Resolves to the response when it answered 2xx; rejects naming the status otherwise, so a cache keeps nothing.
 *
 * @param {typeof fetch} fetchImpl
 * @param {string} url
 * @param {{ timeoutMs: number, accept?: string }} options
 */
async function fetchAnswer(fetchImpl, url, { timeoutMs, accept }) {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(timeoutMs),
    ...(accept && { headers: { Accept: accept } }),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status} from ${url}`);
  }
  return response;
}

module.exports = { fetchAnswer };
