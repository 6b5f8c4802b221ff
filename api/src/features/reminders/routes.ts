import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { ReminderSettingBody, ReminderSettingSchema } from './schemas.js';
import { changeReminderSetting, reminderSetting } from './show-reminders.js';

export const reminderRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.addHook('preHandler', requireUser(ctx));
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/user/reminders',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the caller gets an e-mail reminder before each show they book',
        response: { 200: ReminderSettingSchema, 401: ErrorSchema },
      },
    },
    (request) => reminderSetting(ctx.db, currentUserId(request)),
  );

  app.put(
    '/api/user/reminders',
    {
      schema: {
        tags,
        security,
        summary:
          'Opt in to (or out of) an e-mail reminder a few hours before each show: on, every booked show far enough ahead gets one; off, pending ones are dropped',
        body: ReminderSettingBody,
        response: { 200: ReminderSettingSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    (request) => changeReminderSetting(ctx.db, currentUserId(request), request.body.emailReminders, ctx.now()),
  );
};
