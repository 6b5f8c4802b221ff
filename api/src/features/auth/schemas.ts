import { Type, type Static } from 'typebox';

export const RegisterBody = Type.Object({
  username: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'Full name',
    'x-message': 'username (your name) is required, up to 100 characters',
  }),
  email: Type.String({ format: 'email', maxLength: 254, 'x-message': 'email must be a valid email address' }),
  password: Type.String({ minLength: 6, maxLength: 128, 'x-message': 'password must be 6 to 128 characters' }),
  phone: Type.String({ pattern: '^[0-9]{10}$', 'x-message': 'phone must be exactly 10 digits' }),
  gender: Type.String({ description: 'male, female or other (any case)', maxLength: 10 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  username: Type.String({
    minLength: 1,
    maxLength: 254,
    description: 'Email or 10-digit mobile number',
    'x-message': 'username (email or mobile number) is required',
  }),
  password: Type.String({ minLength: 1, maxLength: 128, 'x-message': 'password is required' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const TokenResponse = Type.Object({ token: Type.String({ description: 'JWT (HS256), valid 24 hours' }) });
export const MessageResponse = Type.Object({ message: Type.String() });
