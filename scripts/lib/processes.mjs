import { spawn } from 'node:child_process';
import readline from 'node:readline';

const COLORS = [36, 35, 33, 32, 34, 31];

/** Spawns a long-running child whose output lines are prefixed with its name. */
export function startProcess({ name, command, args, cwd, env, onLine }, index = 0) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = process.stdout.isTTY
    ? `\x1b[${COLORS[index % COLORS.length]}m${name.padEnd(8)}\x1b[0m│ `
    : `${name.padEnd(8)}| `;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix}${line}\n`);
      onLine?.(line);
    });
  }
  return child;
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Resolves once `url` answers with a 2xx, polling every 200 ms, or rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops every child's process group, politely first. */
export async function stopAll(children, graceMs = 5000) {
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of alive) signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => alive.forEach((child) => signalGroup(child, 'SIGKILL')), graceMs);
  await Promise.all(exited);
  clearTimeout(timer);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
