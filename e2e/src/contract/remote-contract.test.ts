import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, shellSlotModules } from '../harness/builds.js';
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
  metaData?: { pages?: Record<string, { path?: string }> };
}

let slotModules: Record<string, readonly string[]>;

before(async () => {
  await buildStaleFrontEnds();
  slotModules = await shellSlotModules();
});

/** Each remote's built manifest, by remote name. */
function builtManifests(): Record<string, Manifest> {
  return Object.fromEntries(
    Object.entries(REMOTE_DIRS).map(([remote, dir]) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'dist/mf-manifest.json'), 'utf8')) as Manifest;
      assert.equal(manifest.name, remote, `${dir} is built under another federation name`);
      return [remote, manifest];
    }),
  );
}

const exposedBy = (manifest: Manifest) => manifest.exposes.map((expose) => expose.path.replace(/^\.\//, ''));

test("every module the shell's own code loads is exposed by the remote it names (built mf-manifest.json)", () => {
  const manifests = builtManifests();
  for (const [remote, modules] of Object.entries(slotModules)) {
    assert.ok(manifests[remote], `the shell loads from ${remote}, a remote this test does not know`);
    const exposed = exposedBy(manifests[remote]);
    const missing = modules.filter((module) => !exposed.includes(module));
    assert.deepEqual(
      missing,
      [],
      `${remote} no longer exposes ${missing.join(', ')}, which the shell loads (it exposes ${exposed.join(', ')})`,
    );
  }
});

test("the remotes' pages are exposed, each at a path of its own that is none of the shell's pages", () => {
  const shellPaths = Object.values(
    JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/src/app/shellPages.json'), 'utf8')) as Record<string, string>,
  );
  const owners = new Map<string, string>(shellPaths.map((shellPath) => [shellPath, 'the shell']));
  for (const [remote, manifest] of Object.entries(builtManifests())) {
    const pages = Object.entries(manifest.metaData?.pages ?? {});
    assert.ok(pages.length > 0, `${remote} declares no page in its manifest`);
    for (const [expose, page] of pages) {
      assert.ok(
        exposedBy(manifest).includes(expose.replace(/^\.\//, '')),
        `${remote} declares ${expose} but does not expose it`,
      );
      assert.ok(page.path, `${remote} declares ${expose} without its path`);
      const owner = owners.get(page.path);
      assert.equal(owner, undefined, `${remote}'s ${expose} and ${owner} both claim ${page.path}`);
      owners.set(page.path, `${remote}'s ${expose}`);
    }
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
