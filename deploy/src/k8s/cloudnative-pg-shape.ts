import type { K8sObject } from './render.js';

/**
 * CloudNativePG's objects (postgresql.cnpg.io/v1 Cluster and Pooler) checked by their own shape: no npm package
 * ships the operator's CRD schemas, so the fields these manifests may use are listed here, from the operator's API
 * reference, with their types and allowed values, and any other field is an error. Using a new field of the
 * operator means adding it here first, after reading its reference.
 */
type Shape =
  | 'string'
  | 'integer'
  | 'boolean'
  | 'quantity'
  | { enum: readonly string[] }
  | { list: Shape }
  | { map: Shape }
  | { fields: Record<string, Shape>; required?: readonly string[] };

const QUANTITIES: Shape = { map: 'quantity' };
const RESOURCES: Shape = { fields: { requests: QUANTITIES, limits: QUANTITIES } };
const METADATA: Shape = {
  fields: { name: 'string', namespace: 'string', labels: { map: 'string' }, annotations: { map: 'string' } },
  required: ['name'],
};

const SHAPES: Record<string, Shape> = {
  Cluster: {
    fields: {
      apiVersion: 'string',
      kind: 'string',
      metadata: METADATA,
      spec: {
        required: ['instances', 'storage'],
        fields: {
          instances: 'integer',
          imageName: 'string',
          primaryUpdateStrategy: { enum: ['supervised', 'unsupervised'] },
          storage: { fields: { size: 'quantity', storageClass: 'string' }, required: ['size'] },
          resources: RESOURCES,
          postgresql: { fields: { parameters: { map: 'string' } } },
          bootstrap: {
            fields: {
              initdb: {
                fields: { database: 'string', owner: 'string', postInitApplicationSQL: { list: 'string' } },
                required: ['database', 'owner'],
              },
            },
          },
          monitoring: { fields: { enablePodMonitor: 'boolean' } },
        },
      },
    },
    required: ['metadata', 'spec'],
  },
  Pooler: {
    fields: {
      apiVersion: 'string',
      kind: 'string',
      metadata: METADATA,
      spec: {
        required: ['cluster', 'pgbouncer'],
        fields: {
          cluster: { fields: { name: 'string' }, required: ['name'] },
          instances: 'integer',
          type: { enum: ['rw', 'ro', 'r'] },
          pgbouncer: {
            fields: { poolMode: { enum: ['session', 'transaction'] }, parameters: { map: 'string' } },
          },
        },
      },
    },
    required: ['metadata', 'spec'],
  },
};

function check(value: unknown, shape: Shape, at: string, errors: string[]): void {
  if (shape === 'string' || shape === 'boolean') {
    if (typeof value !== shape) errors.push(`${at} must be a ${shape}`);
  } else if (shape === 'integer') {
    if (!Number.isInteger(value)) errors.push(`${at} must be an integer`);
  } else if (shape === 'quantity') {
    if (!(typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?([KMGTPE]i?|m|k)?$/.test(value)))) {
      errors.push(`${at} must be a quantity such as 10Gi or 500m`);
    }
  } else if ('enum' in shape) {
    if (!shape.enum.includes(value as string)) errors.push(`${at} must be one of ${shape.enum.join(', ')}`);
  } else if ('list' in shape) {
    if (!Array.isArray(value)) errors.push(`${at} must be a list`);
    else value.forEach((item, index) => check(item, shape.list, `${at}[${index}]`, errors));
  } else if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push(`${at} must be an object`);
  } else if ('map' in shape) {
    for (const [key, item] of Object.entries(value)) check(item, shape.map, `${at}.${key}`, errors);
  } else {
    for (const [key, item] of Object.entries(value)) {
      const fieldShape = shape.fields[key];
      if (fieldShape) check(item, fieldShape, `${at}.${key}`, errors);
      else errors.push(`${at}.${key} is not a field of this object`);
    }
    for (const key of shape.required ?? []) {
      if (!(key in value)) errors.push(`${at}.${key} is required`);
    }
  }
}

/** Shape errors of a CloudNativePG object ("Pooler reeltime-db-pooler-rw: spec.pgbouncer.poolMod is not a field…"). */
export function cloudNativePgErrors(object: K8sObject): string[] {
  const name = `${object.kind} ${object.metadata?.name ?? '?'}`;
  const shape = object.apiVersion === 'postgresql.cnpg.io/v1' ? SHAPES[object.kind] : undefined;
  if (!shape) return [`${name}: not a CloudNativePG kind (${object.apiVersion})`];
  const errors: string[] = [];
  check(object, shape, '', errors);
  return errors.map((error) => `${name}: ${error.replace(/^\./, '')}`);
}

export function isCloudNativePg(object: K8sObject): boolean {
  return object.apiVersion.startsWith('postgresql.cnpg.io/');
}
