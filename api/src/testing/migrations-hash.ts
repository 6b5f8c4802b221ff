import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPackageDir } from '../config.js';

// The TypeScript sources, whether the tests run from src/ or from the compiled dist/.
const srcDir = path.join(apiPackageDir, 'src');
const dbDir = path.join(srcDir, 'db');

let hash: Promise<string> | undefined;

/**
 * A hash of what makes a migrated schema: the database code and every migration. Saved copies of a migrated
 * database are named after it, so a changed migration makes a new copy instead of reusing a stale one.
 */
export function migrationsHash(): Promise<string> {
  hash ??= (async () => {
    const digest = createHash('sha256');
    const migrations = (await readdir(path.join(dbDir, 'migrations')))
      .sort()
      .map((name) => path.join('migrations', name));
    for (const name of ['database.ts', 'migrate.ts', ...migrations]) {
      digest.update(name);
      digest.update(await readFile(path.join(dbDir, name)));
    }
    return digest.digest('hex').slice(0, 16);
  })();
  return hash;
}

let sourceHash: Promise<string> | undefined;

/**
 * A hash of every source file of the API but its tests: what a demo start seeds is drawn from code all over it (the
 * catalogue, seat layouts, fees, password hashing), so a saved copy of a seeded database is named after it too.
 */
export function apiSourceHash(): Promise<string> {
  sourceHash ??= (async () => {
    const digest = createHash('sha256');
    const names = (await readdir(srcDir, { recursive: true }))
      .map(String)
      .filter((name) => name.endsWith('.ts') && !name.split(path.sep).includes('__tests__'))
      .sort();
    for (const name of names) {
      digest.update(name);
      digest.update(await readFile(path.join(srcDir, name)));
    }
    return digest.digest('hex').slice(0, 16);
  })();
  return sourceHash;
}
