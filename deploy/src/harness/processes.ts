import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (the last 200 kB). */
  output(): string;
  /** Resolves with the exit code (or signal name) once it has exited. */
  exited: Promise<string>;
  /** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. Resolves with the exit code or signal. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<string>;
}

const OUTPUT_KEPT = 200_000;

/** Starts a program with its output kept (shown when a test fails), stopped by `stop` or at the latest by SIGKILL. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): RunningProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? String(code)));
    child.on('error', (error) => {
      keep(Buffer.from(`\n${name} could not start: ${error.message}\n`));
      resolve('error');
    });
  });
  return {
    name,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
}

/** Waits until `check` resolves to true, polling every `everyMs`; fails after `timeoutMs` with `what` and `details()`. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs: number,
  everyMs = 100,
  details: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** True once something accepts TCP connections on the port. */
export function accepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
