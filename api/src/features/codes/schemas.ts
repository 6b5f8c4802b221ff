import { Type, type Static } from 'typebox';

const contact = {
  email: Type.Optional(Type.String({ maxLength: 254, description: 'Either email or phoneNumber' })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 20, description: '10-digit mobile number' })),
};
const otp = Type.String({ pattern: '^[0-9]{6}$', 'x-message': 'otp must be the 6-digit code' });

export const SendCodeBody = Type.Object(contact);
export type SendCodeBody = Static<typeof SendCodeBody>;

export const VerifyCodeBody = Type.Object({ ...contact, otp });
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

export const ResetPasswordBody = Type.Object({
  ...contact,
  otp,
  newPassword: Type.String({ minLength: 6, maxLength: 128, 'x-message': 'newPassword must be 6 to 128 characters' }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
