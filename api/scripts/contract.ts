// Writes the API's OpenAPI document and the TypeScript types generated from it into contract/.
// `--check` only compares and exits 1 when the committed files are not what the API's schemas make.
// Without `--force`, nothing is rebuilt when no API source changed since the last run on this machine.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contractPaths } from '../src/contract/contract-paths.js';

const check = process.argv.includes('--check');
const force = process.argv.includes('--force');

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(contractPaths.apiSources, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('__tests__'))
    .sort();
  for (const file of [
    ...files.map((file) => path.join(contractPaths.apiSources, file)),
    path.join(contractPaths.root, 'package-lock.json'),
  ]) {
    hash.update(file).update(await readFile(file));
  }
  for (const file of [contractPaths.openapi, contractPaths.types])
    hash.update(await readFile(file).catch(() => Buffer.from('missing')));
  return hash.digest('hex');
}

const before = await sourceHash();
const cached = await readFile(contractPaths.sourceHash, 'utf8').catch(() => '');
if (!check && !force && cached === before) {
  console.log('contract: current (no API source changed)');
  process.exit(0);
}

const { generateContract } = await import('../src/contract/generate.js');
const generated = await generateContract();
const committed = {
  openapi: await readFile(contractPaths.openapi, 'utf8').catch(() => ''),
  types: await readFile(contractPaths.types, 'utf8').catch(() => ''),
};
const stale = (['openapi', 'types'] as const).filter((file) => generated[file] !== committed[file]);

if (check) {
  if (stale.length > 0) {
    console.error(
      `contract: ${stale.map((file) => path.relative(contractPaths.root, contractPaths[file])).join(' and ')} not current: run npm run contract`,
    );
    process.exit(1);
  }
  console.log('contract: current');
  process.exit(0);
}

for (const file of stale) {
  await writeFile(contractPaths[file], generated[file]);
  console.log(`contract: wrote ${path.relative(contractPaths.root, contractPaths[file])}`);
}
await mkdir(path.dirname(contractPaths.sourceHash), { recursive: true });
await writeFile(contractPaths.sourceHash, await sourceHash());
if (stale.length === 0) console.log('contract: current');
