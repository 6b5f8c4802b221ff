'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { FRONT_ENDS } = require('../apps');

const ROOT = path.join(__dirname, '../..');
const PACKAGES = ['shared-lib', ...FRONT_ENDS.map((app) => app.dir)];

/**
 * A statement at the top of a module that runs when it is imported: a call
 * (`eventBus.on(…).subscribe(…)`) or a dynamic import. (`import './x'` is not one: it keeps x when
 * the importer is kept, which is what x's own entry in the list is for.)
 */
const TOP_LEVEL_EFFECT = /^(?:void\s+)?(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(|import\()/;

/** `sideEffects` globs as webpack reads them: `./src/x.ts` is one file, `**\/*.css` any such file. */
function matcher(globs) {
  const patterns = globs.map((glob) => {
    const source = glob
      .replace(/^\.\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '(?:.*/)?');
    return new RegExp(`^${source}$`);
  });
  return (file) => patterns.some((pattern) => pattern.test(file));
}

function sourceFiles(dir, base = dir, extension = /\.tsx?$/) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'testing'].includes(entry.name) ? [] : sourceFiles(full, base, extension);
    return extension.test(entry.name) ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

for (const pkg of PACKAGES) {
  nodeTest.test(`${pkg}: every module that does something when imported is listed in sideEffects`, () => {
    const dir = path.join(ROOT, pkg);
    const { sideEffects } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    assert.ok(Array.isArray(sideEffects), `${pkg}/package.json declares no sideEffects list`);
    const listed = matcher(sideEffects);
    const unlisted = sourceFiles(path.join(dir, 'src'), dir)
      .filter((file) =>
        fs
          .readFileSync(path.join(dir, file), 'utf8')
          .split('\n')
          .some((line) => TOP_LEVEL_EFFECT.test(line)),
      )
      .filter((file) => !listed(file));
    assert.deepEqual(unlisted, [], `these modules run code at import; list them in ${pkg}/package.json "sideEffects"`);
  });
}

for (const pkg of PACKAGES) {
  // A stylesheet is imported for its effect only (`import './seat.css'`): unlisted, webpack drops it from the build.
  nodeTest.test(`${pkg}: every stylesheet is listed in sideEffects`, () => {
    const dir = path.join(ROOT, pkg);
    const { sideEffects } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const listed = matcher(sideEffects);
    const unlisted = sourceFiles(path.join(dir, 'src'), dir, /\.css$/).filter((file) => !listed(file));
    assert.deepEqual(unlisted, [], `list these stylesheets in ${pkg}/package.json "sideEffects" (e.g. "**/*.css")`);
  });
}
