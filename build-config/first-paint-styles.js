'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * The stylesheet of a first paint (`first-paint/<name>.css`: the frame every first paint shares, and one per
 * kind), read once when the server starts and sent without comments or spare whitespace: it is inlined into
 * the HTML of every such page. The files are plain CSS, linted with the rest (`npm run lint`).
 */
function readFirstPaintStyle(name) {
  return fs
    .readFileSync(path.join(__dirname, 'first-paint', `${name}.css`), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

module.exports = { readFirstPaintStyle };
