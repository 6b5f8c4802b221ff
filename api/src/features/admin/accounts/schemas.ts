import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';
import { CinemaRefSchema } from '../schemas.js';

/** One string schema with an enum (not a union of literals), so a wrong role is answered with its own sentence. */
const RoleSchema = Type.Unsafe<'admin' | 'manager' | 'staff'>({
  type: 'string',
  enum: ['admin', 'manager', 'staff'],
  description:
    'admin: the whole chain; manager: runs its cinemas (movies, screens, shows, bookings, reports); staff: admits tickets at its cinemas',
  'x-message': 'role must be admin, manager or staff',
});

const CinemaIdsSchema = Type.Array(IdSchema({ 'x-message': 'cinemaIds must be cinema ids' }), {
  maxItems: 500,
  uniqueItems: true,
  description:
    'The cinemas a manager or staff account works for (ignored for an admin); empty with allCinemas: every cinema',
  'x-message': 'cinemaIds must be a list of different cinema ids',
});

const NameSchema = Type.String({ minLength: 1, maxLength: 100, 'x-message': 'name is required, up to 100 characters' });

export const AccountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('invited'), Type.Literal('disabled')], {
    description:
      'invited: has not yet set a password with its invitation; disabled: cannot sign in, its sessions ended',
  }),
  allCinemas: Type.Boolean({ description: 'Works for every cinema (always true for an admin)' }),
  cinemas: Type.Array(CinemaRefSchema, { description: 'Its cinemas by name (empty when allCinemas)' }),
  lastSignInAt: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO 8601 instant of the last sign-in; null: never',
  }),
  inviteExpiresAt: Type.Union([Type.String(), Type.Null()], {
    description: 'While invited: when the invitation link stops working',
  }),
  createdAt: Type.String(),
});
export type Account = Static<typeof AccountSchema>;

export const AccountListQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      'x-message': 'q must be at most 100 characters',
      description: 'Part of a name or e-mail',
    }),
  ),
  role: Type.Optional(RoleSchema),
});
export type AccountListQuery = Static<typeof AccountListQuery>;

export const AccountListSchema = Type.Object({
  accounts: Type.Array(AccountSchema, { description: 'Back-office accounts by name; never customers' }),
  cinemas: Type.Array(CinemaRefSchema, {
    description: 'Every cinema of the chain by name: what an account can be given',
  }),
});

export const InviteBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254, 'x-message': 'email must be a valid email address' }),
  name: NameSchema,
  role: RoleSchema,
  cinemaIds: Type.Optional(CinemaIdsSchema),
  allCinemas: Type.Optional(
    Type.Boolean({
      'x-message': 'allCinemas must be true or false',
      description: 'Every cinema (default false; an admin always)',
    }),
  ),
});
export type InviteBody = Static<typeof InviteBody>;

export const AccountIdParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be an account id' }) });

export const AccountUpdateBody = Type.Object(
  {
    name: Type.Optional(NameSchema),
    role: Type.Optional(RoleSchema),
    cinemaIds: Type.Optional(CinemaIdsSchema),
    allCinemas: Type.Optional(Type.Boolean({ 'x-message': 'allCinemas must be true or false' })),
    disabled: Type.Optional(
      Type.Boolean({
        'x-message': 'disabled must be true or false',
        description: 'true: the account cannot sign in and its sessions end at once; false: enabled again',
      }),
    ),
    resendInvite: Type.Optional(
      Type.Boolean({
        'x-message': 'resendInvite must be true or false',
        description: 'An account still invited: a new invitation link is e-mailed and the old one stops working',
      }),
    ),
  },
  { minProperties: 1, 'x-message': 'Send at least one of name, role, cinemaIds, allCinemas, disabled, resendInvite' },
);
export type AccountUpdateBody = Static<typeof AccountUpdateBody>;

const CodeSchema = Type.String({
  minLength: 20,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
  'x-message': 'code must be the invitation code from the link in your e-mail',
  description: 'The one-time code after #code= in the invitation link',
});

export const InviteLookupBody = Type.Object({ code: CodeSchema });
export const InviteAcceptBody = Type.Object({
  code: CodeSchema,
  password: Type.String({ minLength: 1, maxLength: 128, 'x-message': 'password must be 12 to 128 characters' }),
});
export type InviteAcceptBody = Static<typeof InviteAcceptBody>;

export const InviteDetailsSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  allCinemas: Type.Boolean(),
  cinemas: Type.Array(CinemaRefSchema),
  expiresAt: Type.String({ description: 'When the invitation stops working' }),
});
export type InviteDetails = Static<typeof InviteDetailsSchema>;

export const InviteAcceptedSchema = Type.Object({
  token: Type.String({ description: 'JWT, as a login answers: the person is signed in' }),
  email: Type.String(),
});
