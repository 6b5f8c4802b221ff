import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ShowScheduler } from '../db/seed/schedule.js';
import { seedIfEmpty } from '../db/seed/seed.js';
import { ensureStaffAccount } from '../db/seed/staff-user.js';
import { toLocal } from '../lib/cinema-time.js';
import { apiSourceHash, migrationsHash } from './migrations-hash.js';

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

/** What a demo start seeds depends on: the cinemas' time zone, the day there, and the cost of the demo passwords. */
export interface DemoSeed {
  timeZone: string;
  now: Date;
  passwordHashCost: number;
}

const dumps = new Map<string, Promise<Blob>>();

export function pgliteTemplate(template: PGliteTemplate): Promise<Blob> {
  return cached(template, async () => {
    const name = `reeltime-pglite-${template}-${await sourceHash()}.tar`;
    return loadOrMake(template, name, async (database) => {
      if (template === 'migrated') await migrateToLatest(database.db);
    });
  });
}

/**
 * A migrated database filled as a demo start fills it (`buildApp` with `demoData`): the seed, the week of shows
 * ahead and the demo back-office accounts. Seeding costs PGlite a second or two of CPU per test app; a start on
 * this copy finds everything in place and adds nothing. The seed depends on the day, so the copy is named after
 * the day in the cinemas' time zone (and after every source file of the API, which the seed draws on): a test
 * started on another day gets a copy of its own.
 */
export function pgliteSeededTemplate(seed: DemoSeed): Promise<Blob> {
  const day = toLocal(seed.now, seed.timeZone).date;
  const key = `seeded:${day}:${seed.timeZone}:${seed.passwordHashCost}`;
  return cached(key, async () => {
    const digest = createHash('sha256')
      .update(key)
      .update(await sourceHash())
      .update(await apiSourceHash());
    const name = `reeltime-pglite-seeded-${digest.digest('hex').slice(0, 16)}.tar`;
    const migrated = await pgliteTemplate('migrated');
    return loadOrMake(
      'seeded',
      name,
      async (database) => {
        // The same steps, in the same order, as buildApp's demo start.
        await seedIfEmpty(database.db, seed);
        await new ShowScheduler(database.db, seed.timeZone, () => seed.now).ensureAhead();
        await ensureStaffAccount(database.db, seed.passwordHashCost);
      },
      migrated,
    );
  });
}

function cached(key: string, make: () => Promise<Blob>): Promise<Blob> {
  let dump = dumps.get(key);
  if (!dump) {
    dump = make();
    dumps.set(key, dump);
    dump.catch(() => dumps.delete(key));
  }
  return dump;
}

async function loadOrMake(
  kind: string,
  name: string,
  fill: (database: DatabaseHandle) => Promise<void>,
  from?: Blob,
): Promise<Blob> {
  const file = path.join(os.tmpdir(), name);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);

  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir: from });
  let dump: Blob;
  try {
    await fill(database);
    if (!database.dumpDataDir) throw new Error('PGlite cannot dump its data folder');
    dump = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeOlderDumps(kind, file);
  } catch {
    // An unwritable temp folder only costs the next process the same work.
    await rm(partial, { force: true });
  }
  return dump;
}

/**
 * Dumps of `kind` made from other sources: nothing loads them again once the sources have changed. A seeded dump is
 * named after every source file, so other checkouts on the machine make their own: it goes once an hour old.
 */
async function removeOlderDumps(kind: string, current: string): Promise<void> {
  const prefix = `reeltime-pglite-${kind}-`;
  const keepMs = kind === 'seeded' ? 3_600_000 : 0;
  const names = await readdir(os.tmpdir()).catch(() => [] as string[]);
  const stale = names
    .filter((name) => name.startsWith(prefix) && /^[0-9a-f]{16}\.tar$/.test(name.slice(prefix.length)))
    .map((name) => path.join(os.tmpdir(), name))
    .filter((name) => name !== current);
  await Promise.all(
    stale.map(async (name) => {
      const made = await stat(name).catch(() => undefined);
      if (made && Date.now() - made.mtimeMs >= keepMs) await rm(name, { force: true });
    }),
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
