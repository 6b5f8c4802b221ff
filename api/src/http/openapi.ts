import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorSchema } from './errors.js';
import { TicketQrPayloadSchema } from '../features/tickets/qr-payload.js';
import { SEAT_EVENT_SCHEMAS } from '../features/seat-events/event-schemas.js';

type Json = Record<string, unknown>;
type OpenApiDocument = Json & { paths?: Record<string, Json>; components?: Json };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

/** The tags operations are grouped by, in the order the API's map lists them. */
export const OPENAPI_TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'Liveness and readiness of the API and its database' },
  { name: 'movies', description: 'Films, their shows, posters and the catalogue the site browses and searches' },
  { name: 'cinemas', description: 'Cinemas, their cities, facilities and shows' },
  { name: 'reviews', description: 'Verified ratings and reviews of films' },
  { name: 'movie alerts', description: '"Notify me" alerts for films coming soon' },
  { name: 'auth', description: 'Registration, sign-in with password or one-time code, password reset' },
  { name: 'profile', description: 'The signed-in customer’s profile, password, reminders and account' },
  { name: 'favourites', description: 'The signed-in customer’s favourite films' },
  { name: 'seats', description: 'Seat maps, seat holds and live seat events' },
  {
    name: 'waiting-room',
    description: 'The queue of an on-sale: places, turns and admission tokens for holds and payments',
  },
  { name: 'payments', description: 'Paying for held seats' },
  { name: 'bookings', description: 'The customer’s bookings, tickets, calendar invites, refunds and cancellation' },
  {
    name: 'admin',
    description:
      'The back office: cinemas, screens, shows, films, accounts, bookings, reviews, reports and the audit log',
  },
  { name: 'security', description: 'Reports browsers send about the site' },
  { name: 'development', description: 'Tools of a non-production server (the mail outbox)' },
];

/**
 * Schemas named with a `title` are listed once under `components.schemas` and referenced wherever a route uses
 * them, so the types generated from this document have stable names (`components['schemas']['Movie']`).
 * Schemas no route answers with as JSON but clients still share (the ticket QR payload, the live seat events) are
 * listed here.
 */
const SHARED_SCHEMAS = [ErrorSchema, TicketQrPayloadSchema, ...SEAT_EVENT_SCHEMAS];

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'ReelTime API',
      version: '1.0.0',
      description: 'Movies, seats, bookings and accounts for ReelTime.',
      contact: { name: 'ReelTime engineering', url: 'https://reeltime.app' },
    },
    servers: [{ url: '/', description: 'The server this document is served from' }],
    tags: OPENAPI_TAGS,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  },
  transformObject: (document) =>
    ('openapiObject' in document
      ? namedSchemas(completeOperations(document.openapiObject as OpenApiDocument))
      : document.swaggerObject) as never,
};

/** `GET /api/user/bookings/{id}/refund-quote` → `getUserBookingsByIdRefundQuote`, unless the route names its own. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}(.*)$/.exec(segment);
      if (parameter) return [`by-${parameter[1]}`, parameter[2]];
      return [segment];
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words].map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/**
 * The answers any route of its kind can give, whatever its handler does: 400 when its path, query or body fails
 * validation, 413 and 415 for a body too large or not JSON, 401 without a valid token where a token is required,
 * 429 from the per-address limit every route counts against.
 */
function frameworkResponses(operation: Json): Record<string, string> {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const answers: Record<string, string> = {};
  if (parameters.some((parameter) => parameter.in !== 'header') || operation.requestBody)
    answers[400] = 'The path, query or body is not valid (the message names the field)';
  if (operation.security) answers[401] = 'No valid token (signed out, expired, or issued before a password change)';
  if (operation.requestBody) {
    answers[413] = 'The body is larger than the API accepts';
    answers[415] = 'The body is not JSON';
  }
  answers[429] = 'Too many requests from this address or account: try again after Retry-After seconds';
  return answers;
}

function completeOperations(document: OpenApiDocument): OpenApiDocument {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Json)[method] as Json | undefined;
      if (!operation) continue;
      const responses = (operation.responses ??= {}) as Record<string, Json>;
      for (const [status, description] of Object.entries(frameworkResponses(operation))) {
        responses[status] ??= { description, content: ERROR_CONTENT };
        if (responses[status].description === 'Default Response') responses[status].description = description;
      }
      // Every failure is the JSON error body, also on a route whose successes come in other media types too.
      for (const [status, response] of Object.entries(responses)) {
        const content = response.content as Json | undefined;
        if (Number(status) >= 400)
          response.content = { 'application/json': content?.['application/json'] ?? ERROR_CONTENT['application/json'] };
      }
      // Every operation says what it does: its summary is that sentence unless it has a longer description.
      operation.description ??= operation.summary;
      operation.operationId ??= operationIdOf(method, path);
      const id = operation.operationId as string;
      if (seen.has(id)) throw new Error(`Two operations have the operationId ${id}`);
      seen.add(id);
    }
  }
  return document;
}

function namedSchemas(document: OpenApiDocument): OpenApiDocument {
  const components = (document.components ??= {});
  const schemas = (components.schemas ??= {}) as Record<string, Json>;
  const canonical = new Map<string, string>();

  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (!node || typeof node !== 'object') return node;
    const copy: Json = {};
    for (const [key, value] of Object.entries(node))
      copy[key] = key === 'example' || key === 'examples' ? value : hoist(value);
    const name = copy.title;
    if (typeof name !== 'string' || !looksLikeSchema(copy)) return copy;
    // A named schema that may also be null is the named one or null, not a second schema of that name.
    const { nullable, ...named } = copy;
    if (nullable === true) return { allOf: [hoist(named)], nullable: true };
    const text = JSON.stringify(copy);
    const known = canonical.get(name);
    if (known === undefined) {
      canonical.set(name, text);
      schemas[name] = copy;
    } else if (known !== text) {
      throw new Error(`Two different schemas are named ${name}: give one of them another title`);
    }
    return { $ref: `#/components/schemas/${name}` };
  };

  for (const schema of SHARED_SCHEMAS) hoist(asOpenApi30(JSON.parse(JSON.stringify(schema))));
  document.paths = hoist(document.paths) as Record<string, Json>;
  return document;
}

/** OpenAPI 3.0 has no `const`: `{ const: 'A' }` is `{ enum: ['A'] }` there (route schemas are converted by the swagger plugin). */
function asOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asOpenApi30);
  if (!node || typeof node !== 'object') return node;
  const { const: constant, ...rest } = node as Json;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, asOpenApi30(value)]));
  return constant === undefined ? converted : { ...converted, enum: [constant] };
}

function looksLikeSchema(node: Json): boolean {
  return (
    'type' in node || 'anyOf' in node || 'oneOf' in node || 'allOf' in node || 'properties' in node || 'enum' in node
  );
}
