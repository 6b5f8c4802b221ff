import { readFile, rm, writeFile } from 'node:fs/promises';

/** Another process (a running API, a create-admin) has the PGlite data folder open. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is PostgreSQL inside this process, with nothing to stop a second process from opening the same files
 * (and corrupting them). Every process opening a PGlite folder first creates `<folder>.lock` holding its pid;
 * one that finds the lock of a live process refuses with DataDirInUse. A lock left by a process that died
 * (kill -9, power cut) is taken over. Resolves to the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  const mine = `${process.pid}\n`;
  for (let attempt = 1; ; attempt++) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => '')) === mine) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUse(
        `The PGlite database in ${dataDir} is in use by process ${holder} (a running API?). PGlite allows one ` +
          `process at a time: stop that process first, or use PostgreSQL (DATABASE_URL). If no such process runs, delete ${file}.`,
      );
    }
    await rm(file, { force: true });
  }
}
