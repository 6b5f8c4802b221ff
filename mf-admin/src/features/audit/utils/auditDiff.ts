/** One field of a change: its value before and after (undefined: absent on that side). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of a before/after pair, changed ones first, each in the order it first appears. Values that are not
 * objects (or null: created, removed) read as one field named "value".
 */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const left = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const right = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const changes = fields.map((field) => ({
    field,
    before: left[field],
    after: right[field],
    changed: JSON.stringify(left[field]) !== JSON.stringify(right[field]),
  }));
  return [...changes.filter((change) => change.changed), ...changes.filter((change) => !change.changed)];
}

/** A value as a person reads it: text as is, lists joined, objects as compact JSON, absent as an em dash. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value || '""';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ') || '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
