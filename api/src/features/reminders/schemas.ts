import { Type } from 'typebox';

export const ReminderSettingSchema = Type.Object({
  emailReminders: Type.Boolean({
    description: 'Whether an e-mail reminder goes out before each show the customer books',
  }),
  hoursBefore: Type.Integer({ description: 'How many hours before the show the reminder is sent' }),
});

export const ReminderSettingBody = Type.Object(
  {
    emailReminders: Type.Boolean({ 'x-message': 'emailReminders must be true or false' }),
  },
  { additionalProperties: false },
);
