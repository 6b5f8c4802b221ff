import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { clientAddress } from '../../http/client-address.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { MessageResponse } from '../auth/schemas.js';
import { ChangePasswordBody, ChangePasswordResponse, ProfileSchema, UpdateProfileBody } from './schemas.js';
import { createProfileService } from './service.js';

export const profileRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const profiles = createProfileService(ctx);
  app.addHook('preHandler', requireUser(ctx));
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema };

  app.get(
    '/api/user/profile',
    {
      schema: { tags, security, summary: 'The caller’s profile', response: { 200: ProfileSchema, 401: ErrorSchema } },
    },
    (request) => profiles.get(currentUserId(request)),
  );

  app.put(
    '/api/user/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Change name and/or gender',
        body: UpdateProfileBody,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    (request) => profiles.update(currentUserId(request), request.body),
  );

  app.put(
    '/api/user/change-password',
    {
      schema: {
        tags,
        security,
        summary:
          'Change password (needs the current one); tokens issued before stop working, the response carries a fresh one',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, 429: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const token = await profiles.changePassword(currentUserId(request), request.body, clientAddress(request));
      return { message: 'Password changed successfully', token };
    },
  );

  app.delete(
    '/api/user/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the account with its favourites, holds and bookings',
        response: { 200: MessageResponse, 401: ErrorSchema },
      },
    },
    async (request) => {
      await profiles.delete(currentUserId(request));
      return { message: 'Account deleted successfully' };
    },
  );
};
