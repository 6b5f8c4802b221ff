import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { badRequest } from './errors.js';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  'x-message'?: string;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Deepest nesting of arrays and objects a JSON body may have; real bodies of this API use 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays/objects deeper than `max`, found in one pass over its characters before it
 * is parsed: a body of thousands of `[` would otherwise reach every recursive walk over the parsed value.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Text PostgreSQL (and UTF-8) cannot hold as sent: U+0000, and a lone UTF-16 surrogate (`"\ud800"` in JSON), which
 * UTF-8 encoding silently turns into U+FFFD, so the database would store and compare another string than the one checked.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const notStorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The first field (or field name) holding text that cannot be stored; values are nested at most MAX_JSON_DEPTH deep. */
function fieldWithBadText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return notStorable(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (notStorable(key)) return path || 'a field name';
    const field = fieldWithBadText(item, join(path, key));
    if (field !== undefined) return field;
  }
  return undefined;
}

const DECIMAL_DIGITS = /^(?:0|[1-9][0-9]{0,15})$/;

/**
 * A whole number in a path or query string is written in plain decimal digits and lies in its schema's range.
 * The schema validator alone would read `0x10` as 16, ` 1`, `01` and `1.0` as 1, and `1e309` as Infinity (a 500):
 * those, and out-of-range values, are refused here, naming the parameter (or with the schema's own message).
 */
function malformedWholeNumber(schema: JsonSchema | undefined, values: unknown): string | undefined {
  if (!schema?.properties || typeof values !== 'object' || values === null) return undefined;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.type !== 'integer') continue;
    const raw = (values as Record<string, unknown>)[name];
    if (raw === undefined) continue;
    const { minimum = 0, maximum } = property;
    const value = typeof raw === 'string' && DECIMAL_DIGITS.test(raw) ? Number(raw) : Number.NaN;
    if (value >= minimum && (maximum === undefined || value <= maximum)) continue;
    return (
      property['x-message'] ??
      `${name} must be a whole number ${maximum === undefined ? `of at least ${minimum}` : `from ${minimum} to ${maximum}`}`
    );
  }
  return undefined;
}

/** Throws a 400 naming the first offending field. Synchronous: it runs on every request. */
function checkInput(request: FastifyRequest): void {
  const { schema } = request.routeOptions;
  const wholeNumberProblem =
    malformedWholeNumber(schema?.params as JsonSchema | undefined, request.params) ??
    malformedWholeNumber(schema?.querystring as JsonSchema | undefined, request.query);
  if (wholeNumberProblem) throw badRequest(wholeNumberProblem);
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const field = fieldWithBadText(value, '');
    if (field !== undefined) throw badRequest(`${field || part} contains a character that is not allowed`);
  }
}

/**
 * Input rules shared by every route, applied before schema validation: whole numbers in paths and query strings
 * are plain decimal digits, no text (nor field name) carries a NUL character or a lone surrogate, a JSON body nests
 * at most MAX_JSON_DEPTH levels deep, and an empty body sent as JSON counts as no body
 * (clients often send `Content-Type: application/json` on a body-less POST or DELETE). JSON bodies keep their
 * types through the validator itself (`validatorPerPart`).
 */
export function installInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkInput(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type AjvCompilerOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
type CompileValidator = (route: { schema: unknown; httpPart?: string; method: string; url: string }) => unknown;

/**
 * One pool of Ajv instances for every app this process builds, keyed by external schemas and options: the route
 * schemas are the same objects in each app, and Ajv keeps what it compiled per schema object, so a second app (a
 * test file builds one per database) reuses the validators of the first instead of compiling them again.
 */
const build = AjvCompiler() as unknown as (
  schemas: Record<string, unknown>,
  options: AjvCompilerOptions,
) => CompileValidator;

/**
 * Fastify's validator (Ajv through @fastify/ajv-compiler, with the app's `ajv` options) coerces types, which path
 * parameters and query strings need ("12" → 12) but a JSON body must not get: `true` would become slot 1 and
 * `["male"]` a gender. So bodies are compiled by a second Ajv of the same options with `coerceTypes: false` (as
 * Fastify's own tests set up one compiler per HTTP part), and a body field of the wrong JSON type fails
 * validation with the usual message naming it ("slotId must be a show id", "username must be text").
 */
export const validatorPerPart = ((externalSchemas: Record<string, unknown>, ajvOptions: AjvCompilerOptions = {}) => {
  const coercing = build(externalSchemas, ajvOptions);
  const exact = build(externalSchemas, {
    ...ajvOptions,
    customOptions: { ...ajvOptions.customOptions, coerceTypes: false },
  });
  return ((route) => (route.httpPart === 'body' ? exact : coercing)(route)) satisfies CompileValidator;
}) as unknown as ValidatorFactory;
