import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiPackageDir } from '../config.js';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run create-admin -w api -- <args>` as its own process (tsx, as the npm script does), stdin piped. */
export function runCreateAdmin(args: string[], env: Record<string, string>, stdin = ''): Promise<CommandResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiPackageDir, 'src', 'cli', 'create-admin.ts'), ...args],
    {
      cwd: apiPackageDir,
      // Not the test runner's database settings: only what the test gives.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PASSWORD_HASH_COST: '10', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}
