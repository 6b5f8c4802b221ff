import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tsbuild', '__tests__', 'testing', 'coverage', 'bench']);

/** Newest modification time (ms) of the source files below `dir`. */
function newestSourceMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) newest = Math.max(newest, newestSourceMtime(path.join(dir, entry.name)));
    } else if (!entry.name.endsWith('.tsbuildinfo') && !entry.name.endsWith('.md')) {
      newest = Math.max(newest, fs.statSync(path.join(dir, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * An app needs a build when it has no build stamp (written by its build script, see
 * build-config/build-stamp.js), or any of its inputs or the lockfile changed since.
 */
export function needsBuild(app) {
  const stamp = path.join(ROOT, app.dir, 'dist', '.build-stamp');
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  const inputs = [
    ...app.inputs.map((dir) => newestSourceMtime(path.join(ROOT, dir))),
    fs.statSync(path.join(ROOT, 'package-lock.json')).mtimeMs,
  ];
  return Math.max(...inputs) > builtAt;
}
