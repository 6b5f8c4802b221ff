import type { FastifySchemaValidationError } from 'fastify';

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = [path, missing].filter(Boolean).join('.');
  return field || context;
}

const typeLabels: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** How a message names a JSON Schema type: "username must be text", "slotId must be a whole number". */
export function typeLabel(type: string): string {
  return typeLabels[type] ?? `of type ${type}`;
}

/** Turns the first schema violation into a sentence that names the field, e.g. "email must be a valid email address". */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const error = errors[0];
  if (!error) return 'The request is invalid';
  // Present because ajv runs with `verbose: true`.
  const { parentSchema } = error as FastifySchemaValidationError & { parentSchema?: Record<string, unknown> };
  const custom = parentSchema?.['x-message'];
  const params = error.params as Record<string, unknown>;
  // A value of another JSON type (text for a number, a list for text) is named by its type, whatever the field's own sentence.
  const otherJsonType =
    error.keyword === 'type' &&
    !(
      typeof (error as { data?: unknown }).data === 'number' &&
      (params.type === 'integer' || params.type === 'number')
    );
  if (typeof custom === 'string' && error.keyword !== 'required' && !otherJsonType) return custom;
  const field = fieldOf(error, context);
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`;
    case 'format':
      return `${field} must be a valid ${params.format === 'email' ? 'email address' : params.format}`;
    case 'pattern':
      return `${field} is not in the expected format`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `${field} must be ${typeLabel(String(params.type))}`;
    case 'minimum':
      return `${field} must be at least ${params.limit}`;
    case 'maximum':
      return `${field} must be at most ${params.limit}`;
    case 'minItems':
      return `${field} must contain at least ${params.limit} item(s)`;
    case 'maxItems':
      return `${field} must contain at most ${params.limit} item(s)`;
    case 'uniqueItems':
      return `${field} must not contain duplicates`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not allowed`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}
