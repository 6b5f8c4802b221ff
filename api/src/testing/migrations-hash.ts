import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'db');

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
