import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { createScanService } from './scan-service.js';
import { ScanBody, ScanResultSchema, StaffSchema } from './schemas.js';
import { currentStaff, requireStaff } from './staff.js';

/** Staff-only routes: 401 anonymous, 403 for customer accounts. */
export const adminRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const scanner = createScanService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema };
  const preHandler = requireStaff(ctx);

  app.get('/api/admin/me', {
    preHandler,
    schema: { tags, security, summary: 'The signed-in staff account (403 for customers)', response: { 200: StaffSchema, ...errors } },
  }, (request) => currentStaff(request));

  app.post('/api/admin/tickets/scan', {
    preHandler,
    schema: {
      tags,
      security,
      summary: 'Check a ticket QR at the door and admit it once',
      description: 'Verifies the QR signature offline, then admits the ticket once: later scans answer already_used with when and by whom.',
      body: ScanBody,
      response: { 200: ScanResultSchema, ...errors },
    },
  }, async (request) => {
    const staff = currentStaff(request);
    await ctx.limiter.consume([{ key: `scan:account:${staff.id}`, rule: ctx.config.limits.scanAccount }],
      'Too many scans from this account. Please wait a moment.');
    return scanner.scan(staff, request.body.qr);
  });
};
