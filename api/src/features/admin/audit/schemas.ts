import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';

const DAY_OR_INSTANT =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$';

export const AuditQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      'x-message': 'q must be at most 200 characters',
      description: 'Part of the actor’s e-mail, the entity id, or any text of the before/after',
    }),
  ),
  entity: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^[a-z-]+$',
      'x-message': 'entity must be an entity name such as movie, cinema, screen, show, booking or account',
    }),
  ),
  action: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^[a-z-]+$',
      'x-message': 'action must be an action name such as create, update, cancel or invite',
    }),
  ),
  from: Type.Optional(
    Type.String({
      pattern: DAY_OR_INSTANT,
      'x-message': 'from must be a date (yyyy-mm-dd, chain time) or an ISO 8601 instant',
      description: 'From this day (00:00, chain time) or instant',
    }),
  ),
  to: Type.Optional(
    Type.String({
      pattern: DAY_OR_INSTANT,
      'x-message': 'to must be a date (yyyy-mm-dd, chain time) or an ISO 8601 instant',
      description: 'Through this day (to its end, chain time) or until this instant',
    }),
  ),
  before: Type.Optional(
    IdSchema({
      'x-message': 'before must be an audit entry id (the nextBefore of the previous page)',
      description: 'Entries older than this id: the next page',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 200,
      'x-message': 'limit must be a whole number from 1 to 200',
      description: 'Default 50',
    }),
  ),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO 8601 instant' }),
  actor: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the account was deleted since' }),
    email: Type.String(),
  }),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  cinemaId: Type.Union([Type.Integer(), Type.Null()], { description: 'The cinema the change belongs to, if any' }),
  before: Type.Unknown({ description: 'The object before the change (null: created)' }),
  after: Type.Unknown({ description: 'The object after the change (null: removed)' }),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = Type.Object({
  entries: Type.Array(AuditEntrySchema, { description: 'Newest first' }),
  nextBefore: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Send as `before` for the next page; null: no more',
  }),
});
