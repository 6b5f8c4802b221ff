import { Type, type Static } from 'typebox';

export const StaffSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('staff'), Type.Literal('admin')], { description: 'admin: the whole chain, every theatre' }),
  theater: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description: 'The theatre this account admits tickets for; null: every theatre',
  }),
});
export type Staff = Static<typeof StaffSchema>;

export const ScanBody = Type.Object({
  qr: Type.String({ minLength: 1, maxLength: 4096, 'x-message': 'qr must be the text of a ticket QR code (1 to 4096 characters)' }),
});
export type ScanBody = Static<typeof ScanBody>;

export const ScanResultSchema = Type.Object({
  result: Type.Union([Type.Literal('admitted'), Type.Literal('already_used'), Type.Literal('cancelled'), Type.Literal('invalid')]),
  reason: Type.Optional(Type.Union([
    Type.Literal('forged'), Type.Literal('unknown_booking'), Type.Literal('other_cinema'),
    Type.Literal('show_ended'), Type.Literal('too_early'),
  ], { description: 'Why an "invalid" ticket was refused' })),
  booking: Type.Optional(Type.Object({
    reference: Type.String(),
    movieTitle: Type.String(),
    theaterName: Type.String(),
    showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
    startTime: Type.String({ description: 'HH:mm, cinema time' }),
    seats: Type.Array(Type.String()),
  })),
  usedAt: Type.Optional(Type.String({ description: 'ISO 8601 instant the ticket was admitted' })),
  usedBy: Type.Optional(Type.String({ description: 'Email of the staff account that admitted it' })),
  message: Type.String(),
});
export type ScanResult = Static<typeof ScanResultSchema>;
