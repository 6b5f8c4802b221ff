import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site.js';

/**
 * Builds of one app from another source tree, for the version-skew journey: the tree of an older
 * commit (`git archive`) or a copy of this checkout with an edit (a shared-lib version bump). Each
 * tree lives under `<repo>/.skew/<name>/` with only the folders a front-end build reads, and its own
 * `node_modules/@reeltime/*` links to its own shared-lib and build-config; every other package
 * resolves from the repository's node_modules further up, so nothing is installed.
 */
export const SKEW_DIR = path.join(ROOT, '.skew');
const TREE_PATHS = [
  'package.json',
  'apps.json',
  'build-config',
  'shared-lib',
  'shell',
  'mf-catalog',
  'mf-booking',
  'mf-account',
];
const WORKSPACE_LINKS = ['shared-lib', 'build-config'];

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

function linkWorkspace(tree: string): void {
  const scope = path.join(tree, 'node_modules/@reeltime');
  fs.mkdirSync(scope, { recursive: true });
  for (const pkg of WORKSPACE_LINKS) fs.symlinkSync(path.join('../..', pkg), path.join(scope, pkg), 'dir');
}

function freshTree(name: string): string {
  const tree = path.join(SKEW_DIR, name);
  fs.rmSync(tree, { recursive: true, force: true });
  fs.mkdirSync(tree, { recursive: true });
  return tree;
}

/** The sources of `commit`. Fails loudly when the clone does not have it (a shallow CI checkout). */
export function treeAtCommit(commit: string): string {
  const found = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT });
  if (found.status !== 0) {
    throw new Error(
      `commit ${commit} is not in this clone: the version-skew journey builds apps from it, so CI needs the full history (git fetch --unshallow)`,
    );
  }
  const tree = freshTree(`commit-${commit}`);
  const paths = git(['ls-tree', '--name-only', commit])
    .split('\n')
    .filter((entry) => TREE_PATHS.includes(entry));
  const archive = spawnSync('git', ['archive', '--format=tar', commit, ...paths], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', tree], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`could not unpack ${commit}: ${untar.stderr}`);
  linkWorkspace(tree);
  return tree;
}

/** A copy of this checkout's sources (no builds, no node_modules), changed by `edit` before it is built. */
export function treeFromCheckout(name: string, edit: (tree: string) => void): string {
  const tree = freshTree(name);
  const skip = new Set(['node_modules', 'dist', '.tsbuild', 'coverage']);
  for (const entry of TREE_PATHS) {
    fs.cpSync(path.join(ROOT, entry), path.join(tree, entry), {
      recursive: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  }
  linkWorkspace(tree);
  edit(tree);
  return tree;
}

/** Sets a package.json field of the tree, e.g. `editJson(tree, 'shared-lib/package.json', (p) => { p.version = '1.1.0'; })`. */
export function editJson(tree: string, file: string, edit: (json: Record<string, unknown>) => void): void {
  const target = path.join(tree, file);
  const json = JSON.parse(fs.readFileSync(target, 'utf8'));
  edit(json);
  fs.writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
}

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Production build of one app of the tree (webpack only, as its build script does); resolves to its dist folder. */
export function buildApp(tree: string, appDir: string): Promise<string> {
  const started = Date.now();
  const webpackCli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
  const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: path.join(tree, appDir),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`building ${appDir} in ${tree} failed:\n${Buffer.concat(output).toString()}`));
        return;
      }
      console.log(
        `# built ${path.relative(ROOT, path.join(tree, appDir))} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(path.join(tree, appDir, 'dist'));
    });
  });
}

/**
 * Starts every build at once but runs at most `concurrency` at a time, in the order given (a webpack build
 * keeps about one core busy). Each build's promise is awaited where it is used; a failed build fails only
 * its user.
 */
export function buildApps<Name extends string>(
  builds: Record<Name, { tree: string; app: string }>,
  concurrency = 2,
): Record<Name, Promise<string>> {
  let free = concurrency;
  const waiting: (() => void)[] = [];
  const slot = (): Promise<void> => {
    if (free === 0) return new Promise((resolve) => waiting.push(resolve));
    free--;
    return Promise.resolve();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const dists = {} as Record<Name, Promise<string>>;
  for (const name of Object.keys(builds) as Name[]) {
    const { tree, app } = builds[name];
    dists[name] = slot()
      .then(() => buildApp(tree, app))
      .finally(release);
    dists[name].catch(() => undefined);
  }
  return dists;
}

/** Serves a built front end with the site's own static server; `env` feeds its /app-config.json. */
export async function serveBuild(
  dist: string,
  port: number,
  name: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'build-config/serve.js'), '--dir', dist, '--port', String(port), '--name', name],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => /serving/.test(chunk.toString()) && resolve());
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return child;
}
