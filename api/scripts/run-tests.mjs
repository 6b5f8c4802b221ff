// Runs the API's tests (or those whose path contains one of the arguments) from the compiled dist/: the package is
// built first (`tsc -b`, incremental: a second when nothing changed). Loading the app through tsx instead cost each
// test file's process 2–4 s of CPU in the module loader, more than most files' tests.
// Node 20's test runner neither expands globs nor finds .ts files: the test files are listed here, from src/, so a
// test deleted there never runs from a stale dist/.
import { readdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv.slice(2);
const files = readdirSync(path.join(apiDir, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filter.length === 0 || filter.some((part) => file.includes(part)))
  .sort()
  .map((file) => path.join('dist', file.replace(/\.ts$/, '.js')));

if (files.length === 0) {
  console.error('No test files found');
  process.exit(1);
}

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const build = spawnSync(process.execPath, [tsc, '-b', apiDir], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The API does not compile (tsc -b api): the tests run from its output.');
  process.exit(build.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--enable-source-maps', '--test', '--test-concurrency=2', '--test-timeout=120000', ...files],
  { cwd: apiDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
