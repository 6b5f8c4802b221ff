import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { clientAddress } from '../../http/client-address.js';
import { ErrorSchema } from '../../http/errors.js';
import { createAuthThrottle } from './throttle.js';
import { LoginBody, MessageResponse, RegisterBody, TokenResponse } from './schemas.js';
import { createAuthService } from './service.js';

export const authRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);
  const throttle = createAuthThrottle(ctx);
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      preHandler: throttle.perAddress('register'),
      schema: {
        tags,
        summary: 'Create an account',
        body: RegisterBody,
        response: { 201: MessageResponse, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.register(request.body, clientAddress(request));
      return reply.status(201).send({ message: 'Registration successful. Please log in.' });
    },
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: throttle.perAddress(),
      schema: {
        tags,
        summary: 'Log in with email or mobile number and password',
        body: LoginBody,
        response: {
          200: TokenResponse,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => ({ token: await auth.login(request.body, clientAddress(request)) }),
  );
};
