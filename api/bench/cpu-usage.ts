/**
 * Where the machine's CPU goes during a sale, from /proc (Linux): the API processes, PostgreSQL's processes (the
 * postmaster and every backend), and the bench itself (its clients and viewers share the machine with both).
 */
import { readdir, readFile } from 'node:fs/promises';

/** CPU seconds (user + system) a process has used; 0 once it is gone. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds used so far by each PostgreSQL process on this machine, by pid. */
export async function postgresCpuSeconds(): Promise<Map<number, number>> {
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name)).map(Number);
  const used = new Map<number, number>();
  await Promise.all(
    pids.map(async (pid) => {
      const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
      if (comm.trim() === 'postgres') used.set(pid, await cpuSeconds(pid));
    }),
  );
  return used;
}

/** PostgreSQL's CPU seconds between two readings (a backend started in between counts from 0). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** This process's CPU seconds so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
