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
 * Written after a successful build. Build tools keep an output file's old modification time
 * when its content did not change, so the outputs themselves cannot tell when the build ran.
 */
function stampPath(app) {
  return path.join(ROOT, app.dir, 'dist', '.build-stamp');
}

/** Dated when the build started, so an edit made while it ran still counts as newer. */
export function markBuilt(app, buildStartedAt) {
  const stamp = stampPath(app);
  fs.writeFileSync(stamp, `${buildStartedAt.toISOString()}\n`);
  fs.utimesSync(stamp, buildStartedAt, buildStartedAt);
}

/** An app needs a build when it has no build stamp, or any of its inputs or the lockfile changed since. */
export function needsBuild(app) {
  const stamp = stampPath(app);
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  const inputs = [...app.inputs.map((dir) => newestSourceMtime(path.join(ROOT, dir))), fs.statSync(path.join(ROOT, 'package-lock.json')).mtimeMs];
  return Math.max(...inputs) > builtAt;
}
