import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { clientAddress } from '../../http/client-address.js';
import { ErrorSchema } from '../../http/errors.js';
import { createAuthThrottle } from '../auth/throttle.js';
import { MessageResponse, TokenResponse } from '../auth/schemas.js';
import { ResetPasswordBody, SendCodeBody, VerifyCodeBody } from './schemas.js';
import { createCodeService } from './service.js';

export const codeRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const codes = createCodeService(ctx);
  const tags = ['auth'];
  const throttle = createAuthThrottle(ctx);
  const sending = throttle.perAddress('code-send');
  const checking = throttle.perAddress();
  const errors = {
    400: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    429: ErrorSchema,
    502: ErrorSchema,
    503: ErrorSchema,
  };

  app.post(
    '/api/auth/initiate-login',
    {
      preHandler: sending,
      schema: {
        tags,
        summary: 'Send a 6-digit login code to an email or phone',
        body: SendCodeBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.sendLoginCode(request.body, clientAddress(request));
      return { message: 'OTP sent successfully' };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      preHandler: checking,
      schema: {
        tags,
        summary: 'Log in with the code',
        body: VerifyCodeBody,
        response: { 200: TokenResponse, 401: ErrorSchema, ...errors },
      },
    },
    async (request) => ({ token: await codes.loginWithCode(request.body, request.body.otp, clientAddress(request)) }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: sending,
      schema: {
        tags,
        summary: 'Send a 6-digit password reset code',
        body: SendCodeBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.sendResetCode(request.body, clientAddress(request));
      return { message: 'OTP sent successfully' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preHandler: checking,
      schema: {
        tags,
        summary: 'Set a new password with the reset code',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.resetPassword(request.body, request.body.otp, request.body.newPassword, clientAddress(request));
      return { message: 'Password reset successful' };
    },
  );
};
