'use strict';

const { createHash } = require('node:crypto');
const { parse, tokenizer } = require('acorn');

/**
 * Code a page downloads twice: the same function (library code, a webpack module, the federation runtime…) in two
 * or more of the script files it loads, e.g. a shared package a remote bundled instead of taking the shell's copy.
 * Each shared module should come once per page; the size guard fails a route that loads a second copy
 * (`secondCopyKB` in performance-budgets.json), and `npm run bench:web` lists what the browser saw twice.
 */

/**
 * Functions shorter than this are ignored: tiny helpers are legitimately inlined everywhere, and libraries carry
 * their own small copies (React and React DOM each have their error-message formatter).
 */
const MIN_FUNCTION_CHARS = 600;
const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function* children(node) {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object' && typeof item.type === 'string') yield item;
    } else if (value && typeof value === 'object' && typeof value.type === 'string') {
      yield value;
    }
  }
}

function parseScript(source) {
  for (const sourceType of ['script', 'module']) {
    try {
      return parse(source, { ecmaVersion: 'latest', sourceType });
    } catch {
      // try the other source type
    }
  }
  return null;
}

/**
 * A fingerprint of the code from `start` to `end` that survives minification differences between two builds of the
 * same library: mangled (1–2 letter) names and numbers (webpack module ids) are blanked out.
 */
function fingerprinter(source) {
  const tokens = [...tokenizer(source, { ecmaVersion: 'latest' })];
  return (start, end) => {
    let low = 0;
    let high = tokens.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (tokens[middle].start < start) low = middle + 1;
      else high = middle;
    }
    const hash = createHash('sha1');
    for (let index = low; index < tokens.length && tokens[index].end <= end; index += 1) {
      const token = tokens[index];
      const label = token.type.label;
      if (label === 'name' && String(token.value).length <= 2) hash.update('_ ');
      else if (label === 'num') hash.update('0 ');
      else hash.update(`${label}:${String(token.value ?? '')} `);
    }
    return hash.digest('hex');
  };
}

const isLargeFunction = (node) => FUNCTION_TYPES.has(node.type) && node.end - node.start >= MIN_FUNCTION_CHARS;

/** A script's program and the fingerprint of each of its large functions; null when it does not parse. */
function analyse(source) {
  const program = parseScript(source);
  if (!program) return null;
  let of;
  try {
    of = fingerprinter(source);
  } catch {
    return null;
  }
  const keys = new Map();
  const stack = [program];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isLargeFunction(node)) keys.set(node, of(node.start, node.end));
    stack.push(...children(node));
  }
  return { source, program, keys };
}

/**
 * Functions that appear in two or more different files of `scripts` (name → source, or name → analysis from
 * `analyse` to reuse one): [{ bytes, files, excerpt }], largest first. A duplicated function is reported once,
 * without the functions nested in it; `bytes` are the minified bytes of one copy.
 */
function findSecondCopies(scripts) {
  const parsed = [];
  for (const [name, script] of scripts) {
    const analysis = typeof script === 'string' ? analyse(script) : script;
    if (analysis) parsed.push({ name, ...analysis });
  }
  const filesByKey = new Map();
  for (const script of parsed)
    for (const key of script.keys.values()) {
      const files = filesByKey.get(key) ?? new Set();
      files.add(script.name);
      filesByKey.set(key, files);
    }
  const reported = new Map();
  for (const script of parsed) {
    const stack = [script.program];
    while (stack.length > 0) {
      const node = stack.pop();
      const key = script.keys.get(node);
      if (key !== undefined && filesByKey.get(key).size > 1) {
        if (!reported.has(key))
          reported.set(key, {
            bytes: node.end - node.start,
            files: [...filesByKey.get(key)],
            excerpt: script.source.slice(node.start, node.start + 80),
          });
        continue;
      }
      stack.push(...children(node));
    }
  }
  return [...reported.values()].sort((a, b) => b.bytes - a.bytes);
}

module.exports = { findSecondCopies, analyse, MIN_FUNCTION_CHARS };
