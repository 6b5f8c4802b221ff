import { Type, type Static } from 'typebox';

export const ProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    gender: Type.String({ description: "'Male', 'Female', 'Other' or '' when not given" }),
  },
  { title: 'Profile' },
);
export type Profile = Static<typeof ProfileSchema>;

export const UpdateProfileBody = Type.Object({
  username: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, 'x-message': 'username must be 1 to 100 characters' }),
  ),
  gender: Type.Optional(Type.String({ maxLength: 10, description: 'male, female, other (any case) or empty' })),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 128, 'x-message': 'currentPassword is required' }),
  newPassword: Type.String({
    minLength: 6,
    maxLength: 128,
    'x-message': 'New password must be at least 6 characters!',
  }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ChangePasswordResponse = Type.Object({
  message: Type.String(),
  token: Type.String({ description: 'Fresh JWT (HS256, 24 h): every token issued before the change now gets 401' }),
});
