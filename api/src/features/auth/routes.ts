import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { perIdentifierLimit, perIpLimit } from './rate-limits.js';
import { LoginBody, MessageResponse, RegisterBody, TokenResponse } from './schemas.js';
import { createAuthService } from './service.js';

export const authRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);
  const tags = ['auth'];

  app.post('/api/auth/register', {
    config: { rateLimit: perIpLimit(ctx.config.rateLimits.register) },
    schema: {
      tags,
      summary: 'Create an account',
      body: RegisterBody,
      response: { 201: MessageResponse, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
    },
  }, async (request, reply) => {
    await auth.register(request.body);
    return reply.status(201).send({ message: 'Registration successful. Please log in.' });
  });

  app.post('/api/auth/login', {
    config: { rateLimit: perIdentifierLimit(ctx.config.rateLimits.login, 'login', 'login') },
    schema: {
      tags,
      summary: 'Log in with email or mobile number and password',
      body: LoginBody,
      response: { 200: TokenResponse, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
    },
  }, async (request) => ({ token: await auth.login(request.body) }));
};
