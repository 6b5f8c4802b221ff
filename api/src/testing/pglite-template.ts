import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { migrationsHash } from './migrations-hash.js';

/**
 * Creating a PGlite cluster (initdb) costs seconds; loading a dump of one costs a fraction of that. Every
 * in-memory test database therefore starts from a dump made once and kept in the system's temp folder:
 * `empty` is a new cluster, `migrated` has every migration applied. A dump is named after a hash of what
 * makes it (the database code, the migrations, the PGlite version), so a changed migration makes a new
 * one. Test processes racing to make the same dump each write their own file and rename it into place,
 * so a reader never sees half a file. Making a dump deletes the dumps of earlier sources, so the temp folder
 * keeps one of each kind.
 */
export type PGliteTemplate = 'empty' | 'migrated';

const dumps = new Map<PGliteTemplate, Promise<Blob>>();

export function pgliteTemplate(template: PGliteTemplate): Promise<Blob> {
  let dump = dumps.get(template);
  if (!dump) {
    dump = loadOrMake(template);
    dumps.set(template, dump);
    dump.catch(() => dumps.delete(template));
  }
  return dump;
}

async function loadOrMake(template: PGliteTemplate): Promise<Blob> {
  const file = path.join(os.tmpdir(), `reeltime-pglite-${template}-${await sourceHash()}.tar`);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);

  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  let dump: Blob;
  try {
    if (template === 'migrated') await migrateToLatest(database.db);
    if (!database.dumpDataDir) throw new Error('PGlite cannot dump its data folder');
    dump = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeOlderDumps(template, file);
  } catch {
    // An unwritable temp folder only costs the next process the same work.
    await rm(partial, { force: true });
  }
  return dump;
}

/** Dumps of `template` made from other sources: nothing loads them again once the sources have changed. */
async function removeOlderDumps(template: PGliteTemplate, current: string): Promise<void> {
  const prefix = `reeltime-pglite-${template}-`;
  const names = await readdir(os.tmpdir()).catch(() => [] as string[]);
  const stale = names.filter(
    (name) => name.startsWith(prefix) && /^[0-9a-f]{16}\.tar$/.test(name.slice(prefix.length)),
  );
  await Promise.all(
    stale
      .map((name) => path.join(os.tmpdir(), name))
      .filter((name) => name !== current)
      .map((name) => rm(name, { force: true })),
  );
}

let hash: Promise<string> | undefined;
function sourceHash(): Promise<string> {
  hash ??= (async () => {
    const digest = createHash('sha256');
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    digest.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
    digest.update(await migrationsHash());
    return digest.digest('hex').slice(0, 16);
  })();
  return hash;
}
