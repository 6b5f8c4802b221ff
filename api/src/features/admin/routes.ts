import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { createScanService } from './scan-service.js';
import { scanBudget } from './scan-budget.js';
import { ScanBody, ScanResultSchema, StaffSchema } from './schemas.js';
import { currentBackOffice, requireRole } from './access.js';
import { assertWorksAtACinema, doorAccount } from './door-access.js';

/** The door routes (staff, managers, admins): 401 anonymous, 403 for customer accounts and for accounts of no cinema. */
export const adminRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const scanner = createScanService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
  const preHandler = requireRole(ctx, 'staff');

  app.get(
    '/api/admin/me',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The signed-in back-office account: role and cinemas (403 for customers)',
        response: { 200: StaffSchema, ...errors },
      },
    },
    (request) => {
      const user = currentBackOffice(request);
      assertWorksAtACinema(user);
      return doorAccount(ctx, user);
    },
  );

  app.post(
    '/api/admin/tickets/scan',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Check a ticket QR at the door and admit it once',
        description:
          'Verifies the QR signature offline, then admits a ticket of `showId` once: later scans answer already_used with when and by whom, a ticket of another show of the cinema wrong_show. Send the scanner device’s id as `deviceId`: each device has its own scan budget.',
        body: ScanBody,
        response: { 200: ScanResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      assertWorksAtACinema(user);
      await ctx.limiter.consume(
        [scanBudget(ctx, user, request.body.deviceId)],
        'Too many scans from this scanner. Please wait a moment.',
      );
      return scanner.scan(user, request.body.qr, request.body.showId);
    },
  );
};
