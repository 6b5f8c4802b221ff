'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { APPS } = require('../apps');

const ROOT = path.join(__dirname, '../..');
/** Installed packages, build output, other trees and local data: not the repository's own files. */
const NOT_SOURCE = /(^|\/)(node_modules|dist|\.skew|data|\.git|\.tsbuild|coverage)(\/|$)/;

/** Every README and every page under docs/ (changelogs keep the names of their time). */
function docFiles(dir = ROOT, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    const relative = path.relative(ROOT, file);
    if (NOT_SOURCE.test(relative)) continue;
    if (entry.isDirectory()) docFiles(file, found);
    else if (entry.name === 'README.md' || /^docs\/[^/]+\.md$/.test(relative)) found.push(relative);
  }
  return found;
}

const TOP_LEVEL = fs.readdirSync(ROOT).filter((name) => !name.startsWith('.'));

/**
 * The repository paths a page names: the targets of its relative links (other than to doc pages) and the
 * code-quoted names that are paths into the repository (a top-level folder or file, or a source file's path).
 */
function namedPaths(text) {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/i.test(target) && !/\.md$/.test(target));
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/:\d+$/, ''))
    .filter((name) => name.includes('/') && !name.startsWith('/') && !name.includes('://'))
    .filter((name) => !/[*<>{}…$?=]|\.\.\./.test(name) && !/(^|\/)(dist|\.skew|data)(\/|$)/.test(name))
    .filter((name) => TOP_LEVEL.includes(name.split('/')[0]) || /\.(tsx?|m?js|cjs|json|ya?ml)$/.test(name));
  return [...new Set([...links, ...quoted])];
}

/** Where a name may point from a page: beside the page, from the root, or inside an app (`src/…`). */
function exists(page, name) {
  const dir = path.dirname(page);
  const bases = [dir, '.', path.join(dir, 'src'), ...(name.startsWith('src/') ? APPS.map((app) => app.dir) : [])];
  return bases.some((base) => fs.existsSync(path.join(ROOT, base, name)));
}

nodeTest.test('every repository path a README or doc page names exists', () => {
  const pages = docFiles();
  assert.ok(
    pages.includes('README.md') &&
      pages.includes('build-config/README.md') &&
      pages.some((page) => page.startsWith('docs/')),
  );
  const missing = pages.flatMap((page) =>
    namedPaths(fs.readFileSync(path.join(ROOT, page), 'utf8'))
      .filter((name) => !exists(page, name))
      .map((name) => `${page}: ${name}`),
  );
  assert.deepEqual(missing, [], 'rename or remove these names');
});

nodeTest.test('the check finds a renamed file, a moved folder and a broken link', () => {
  const text =
    'See `build-config/serve-static.js`, [the guard](../build-config/size-guard.js) and `mf-catalog/src/features/movies/store/moviesStore.ts`.';
  const names = namedPaths(text);
  assert.deepEqual(
    names.filter((name) => !exists('docs/example.md', name)),
    ['build-config/serve-static.js', 'mf-catalog/src/features/movies/store/moviesStore.ts'],
  );
  assert.ok(!exists('docs/example.md', '../build-config/no-such-file.js'));
  assert.ok(exists('docs/example.md', '../build-config/size-guard.js'));
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

/** The `#anchor` links of a page into itself or into another page of the checkout, with the anchors that page has. */
function anchorLinks(page) {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  return [...text.matchAll(/\]\(([^)\s#]*\.md|)#([^)\s]+)\)/g)].flatMap(([, target, anchor]) => {
    const file = target ? path.join(path.dirname(page), target) : page;
    if (!fs.existsSync(path.join(ROOT, file))) return [];
    const headings = [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) =>
      anchorOf(match[1]),
    );
    return [{ link: `${target}#${anchor}`, found: headings.includes(anchor) }];
  });
}

nodeTest.test('every #section a README or doc page links to is a heading of that page', () => {
  const links = docFiles().flatMap((page) => anchorLinks(page).map((link) => ({ page, ...link })));
  assert.ok(links.length > 10, 'the pages link to sections');
  assert.deepEqual(
    links.filter((link) => !link.found).map(({ page, link }) => `${page}: ${link}`),
    [],
  );
  assert.equal(
    anchorOf('Content-Security-Policy reports (`POST /api/csp-reports`)'),
    'content-security-policy-reports-post-apicsp-reports',
  );
});
