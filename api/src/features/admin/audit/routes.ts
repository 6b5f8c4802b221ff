import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../../app-context.js';
import { ErrorSchema } from '../../../http/errors.js';
import { currentBackOffice, requireRole } from '../access.js';
import { searchAudit } from './audit-search.js';
import { AuditPageSchema, AuditQuery } from './schemas.js';

/** The audit log is read-only through the API: no route edits or deletes an entry (the database refuses it too). */
export const auditRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/audit',
    {
      preHandler: requireRole(ctx, 'manager'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Search the audit log: who changed what, when, before and after (managers: their cinemas)',
        description:
          'Newest first, `limit` (default 50) at a time; send `nextBefore` as `before` for the next page. `q` matches part of the actor’s e-mail, the entity id exactly, or any text of before/after. An admin reads every entry, a manager those of its cinemas; staff 403.',
        querystring: AuditQuery,
        response: { 200: AuditPageSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    (request) => searchAudit(ctx, currentBackOffice(request), request.query),
  );
};
