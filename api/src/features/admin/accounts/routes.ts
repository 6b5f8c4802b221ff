import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../../../app-context.js';
import { clientAddress } from '../../../http/client-address.js';
import { ErrorSchema } from '../../../http/errors.js';
import { currentBackOffice, requireRole } from '../access.js';
import { findAccounts } from './account-list.js';
import { createAccountChanges } from './account-changes.js';
import { createInviteService, inviteCodeHash } from './invites.js';
import {
  AccountIdParams,
  AccountListQuery,
  AccountListSchema,
  AccountSchema,
  AccountUpdateBody,
  InviteAcceptBody,
  InviteAcceptedSchema,
  InviteBody,
  InviteDetailsSchema,
  InviteLookupBody,
} from './schemas.js';

/**
 * Back-office accounts (admin only): list, invite, change role or cinemas, disable, resend an invitation; and the
 * two public invitation routes the invited person's page calls.
 */
export const accountRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const changes = createAccountChanges(ctx);
  const invites = createInviteService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = {
    400: ErrorSchema,
    401: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
    429: ErrorSchema,
    502: ErrorSchema,
  };
  const adminOnly = requireRole(ctx, 'admin');
  const spendWriteBudget = (request: FastifyRequest) =>
    ctx.limiter.consume(
      [{ key: `account-write:${currentBackOffice(request).id}`, rule: ctx.config.limits.accountWrite }],
      'Too many account changes. Please wait a moment.',
    );
  const inviteBudget = (request: FastifyRequest, code: string) =>
    ctx.limiter.consume(
      [
        { key: `invite@${clientAddress(request)}`, rule: ctx.config.limits.inviteAddress },
        { key: `invite-code:${inviteCodeHash(code).slice(0, 32)}`, rule: ctx.config.limits.inviteCode },
      ],
      'Too many attempts with invitations. Please wait a moment.',
    );

  app.get(
    '/api/admin/accounts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Back-office accounts (admin only)',
        description:
          'Admins, managers and staff, by name, with status (active, invited, disabled), cinemas and last sign-in; and the chain’s cinemas to choose from. `q` matches part of a name or e-mail. Customers are never listed.',
        querystring: AccountListQuery,
        response: { 200: AccountListSchema, ...errors },
      },
    },
    async (request) => ({
      accounts: await findAccounts(ctx.db, request.query),
      cinemas: await ctx.db.selectFrom('theaters').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    }),
  );

  app.post(
    '/api/admin/accounts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Invite a manager, staff member or admin by e-mail (admin only)',
        description: `Creates the account, which cannot sign in yet, and e-mails a one-time link to /admin/invite#code=… that sets its password and expires after INVITE_TTL_HOURS (default 72). The same address while still invited gets a new link (the old one stops working) and the changes: 200 instead of 201. A manager or staff account needs cinemaIds or allCinemas.`,
        body: InviteBody,
        response: { 200: AccountSchema, 201: AccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      await spendWriteBudget(request);
      const { account, created } = await changes.invite(currentBackOffice(request), request.body);
      return reply.status(created ? 201 : 200).send(account);
    },
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Change a back-office account (admin only)',
        description:
          'Any of name, role, cinemaIds, allCinemas; disabled: true ends its sessions at once and refuses its sign-ins, false enables it; resendInvite: true e-mails an invited account a new link. The last active admin cannot be disabled or demoted (400). A customer account is 404.',
        params: AccountIdParams,
        body: AccountUpdateBody,
        response: { 200: AccountSchema, ...errors },
      },
    },
    async (request) => {
      await spendWriteBudget(request);
      return changes.update(currentBackOffice(request), request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/invites/lookup',
    {
      schema: {
        tags,
        summary: 'Who an invitation is for (public: the invitation page greets the person)',
        description:
          'Unknown or replaced code: 400; used, expired, or the account disabled: 410. Limited per client address and per code.',
        body: InviteLookupBody,
        response: { 200: InviteDetailsSchema, 400: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      await inviteBudget(request, request.body.code);
      return invites.lookup(request.body.code);
    },
  );

  app.post(
    '/api/admin/invites/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: set the password (public) and sign in',
        description:
          'The password must be 12 to 128 characters, not a published value nor the e-mail. Spends the code and answers a token as a login does. Errors as for lookup.',
        body: InviteAcceptBody,
        response: { 200: InviteAcceptedSchema, 400: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      await inviteBudget(request, request.body.code);
      return invites.accept(request.body, clientAddress(request));
    },
  );
};
