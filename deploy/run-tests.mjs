// Node 20's test runner neither expands globs nor picks up .ts files: list them here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const files = fs
  .readdirSync('src', { recursive: true })
  .filter((file) => String(file).endsWith('.test.ts'))
  .map((file) => path.join('src', String(file)))
  .sort();
if (files.length === 0) {
  console.error('No test files found under deploy/src');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
