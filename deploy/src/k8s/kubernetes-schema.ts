import path from 'node:path';
import ts from 'typescript';
import type { K8sObject } from './render.js';

/**
 * Checks rendered objects against the Kubernetes API's own definitions, as published in `kubernetes-models`
 * (generated from the API server's OpenAPI document):
 * - the JSON schema of each kind (required fields, types, formats), through the model's `validate()`;
 * - unknown fields, which the schemas let through but the API server drops (or, validating strictly, refuses):
 *   each object is type-checked as an object literal of the kind's interface, so TypeScript names every field
 *   that no definition has, at any depth (`spec.replica`, `containers[0].imagePullPolicyy`).
 * Only kinds of the core API groups are known here; anything else is an error.
 */

/** `apps/v1` + `Deployment` → `kubernetes-models/apps/v1/Deployment` (the core group is plain `v1`). */
function modelModule(object: Pick<K8sObject, 'apiVersion' | 'kind'>): string {
  return `kubernetes-models/${object.apiVersion}/${object.kind}`;
}

function describe(object: K8sObject, index: number): string {
  return `${object.kind ?? '?'} ${object.metadata?.name ?? `#${index}`}`;
}

/** Schema errors of each object ("Deployment reeltime-api: …"), empty when all conform. */
export async function schemaErrors(objects: K8sObject[]): Promise<string[]> {
  const errors: string[] = [];
  for (const [index, object] of objects.entries()) {
    let Model: (new (data: unknown) => { validate(): void }) | undefined;
    try {
      const loaded = (await import(modelModule(object))) as Record<string, new (data: unknown) => { validate(): void }>;
      Model = loaded[object.kind];
    } catch {
      Model = undefined;
    }
    if (!Model) {
      errors.push(`${describe(object, index)}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      errors.push(`${describe(object, index)}: ${(error as Error).message}`);
    }
  }
  return errors;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: [],
};

/**
 * Fields of each object that its kind's definitions do not have, and values of the wrong type, as TypeScript
 * reports them ("Deployment reeltime-api: Object literal may only specify known properties, and 'replica' does
 * not exist in type 'IDeploymentSpec'"), one list per object. One program checks all the objects (a few seconds).
 */
export function unknownFieldErrors(objects: K8sObject[]): string[][] {
  // A file beside this one, so `kubernetes-models` resolves from the deploy workspace.
  const fileName = path.join(import.meta.dirname, '__rendered-objects__.mts');
  const lines = objects.map(
    (object, index) =>
      `export const object${index}: import(${JSON.stringify(modelModule(object))}).I${object.kind} = ${JSON.stringify(object)};`,
  );
  const source = lines.join('\n');
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, source, languageVersion, true)
      : getSourceFile(name, languageVersion, ...rest);
  const program = ts.createProgram([fileName], COMPILER_OPTIONS, host);
  const errors = objects.map((): string[] => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file?.fileName !== fileName || diagnostic.start === undefined) {
      // A broken setup (the models not found): every object fails, rather than none being checked.
      for (const list of errors) list.push(message);
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    errors[line].push(`${describe(objects[line], line)}: ${message}`);
  }
  return errors;
}
