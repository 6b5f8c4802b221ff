import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, shellRemoteModules } from '../harness/builds.js';
import { ROOT } from '../harness/site.js';
import { REMOTES } from '../harness/apps.js';

/**
 * Contract tests before deploy, on the production builds: what the shell loads is what each remote
 * exposes, and no standalone stand-in reaches the composed site.
 */
const REMOTE_DIRS: Record<string, string> = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.dir]));

interface Manifest {
  name: string;
  exposes: { name: string; path: string }[];
}

let shellModules: Record<string, readonly string[]>;

before(async () => {
  await buildStaleFrontEnds();
  shellModules = await shellRemoteModules();
});

test('every module the shell loads is exposed by the remote it names (built mf-manifest.json)', () => {
  assert.deepEqual(
    Object.keys(shellModules).sort(),
    Object.keys(REMOTE_DIRS).sort(),
    'the shell loads from a remote this test does not know',
  );
  for (const [remote, modules] of Object.entries(shellModules)) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(ROOT, REMOTE_DIRS[remote], 'dist/mf-manifest.json'), 'utf8'),
    ) as Manifest;
    assert.equal(manifest.name, remote, `${REMOTE_DIRS[remote]} is built under another federation name`);
    const exposed = manifest.exposes.map((expose) => expose.path.replace(/^\.\//, ''));
    const missing = modules.filter((module) => !exposed.includes(module));
    assert.deepEqual(
      missing,
      [],
      `${remote} no longer exposes ${missing.join(', ')}, which the shell loads (it exposes ${exposed.join(', ')})`,
    );
  }
});

/** Every text file of a build, with its name. */
function builtFiles(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(js|html|json)$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

test("the shell's production build contains no standalone stand-in", () => {
  const standIns = ['Log in (standalone)', '(standalone)', 'stand-in for the catalog'];
  const found = builtFiles(path.join(ROOT, 'shell/dist')).flatMap(({ file, text }) =>
    standIns.filter((standIn) => text.includes(standIn)).map((standIn) => `${file}: "${standIn}"`),
  );
  assert.deepEqual(found, []);
});

test("a remote's stand-ins are only in its own standalone page, never in what it exposes", () => {
  for (const dir of Object.values(REMOTE_DIRS)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'dist/mf-manifest.json'), 'utf8')) as {
      exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const exposedFiles = new Set(
      manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]),
    );
    exposedFiles.add('remoteEntry.js');
    for (const file of exposedFiles) {
      const text = fs.readFileSync(path.join(ROOT, dir, 'dist', file), 'utf8');
      for (const standIn of ['Log in (standalone)', 'stand-in for the catalog']) {
        assert.ok(!text.includes(standIn), `${dir}/dist/${file} carries a standalone stand-in ("${standIn}")`);
      }
    }
  }
});
