/**
 * Stands in for axios's fetch adapter in browser builds (see webpack.js): axios tries `xhr` first
 * and every browser ReelTime supports has XMLHttpRequest, so the fetch adapter (2.7 KB brotli on
 * every page, `/` included) is never used. Without `getFetch`, axios reports "fetch" as unavailable.
 */
export const getFetch = undefined;
