import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

export const CinemaRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const StaffSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('staff'), Type.Literal('manager'), Type.Literal('admin')], {
    description: 'admin: the whole chain; manager: runs its cinemas; staff: admits tickets at its cinemas’ doors',
  }),
  allCinemas: Type.Boolean({
    description: 'The account works for every cinema of the chain (always true for an admin)',
  }),
  cinemas: Type.Array(CinemaRefSchema, {
    description: 'The cinemas the account works for, by name (empty for an admin)',
  }),
});
export type Staff = Static<typeof StaffSchema>;

export const ScanBody = Type.Object({
  qr: Type.String({
    minLength: 1,
    maxLength: 4096,
    'x-message': 'qr must be the text of a ticket QR code (1 to 4096 characters)',
  }),
  showId: IdSchema({
    description: 'The show the door is admitting for (from GET /api/admin/shows); only its tickets are admitted',
    'x-message': 'showId must be the id of the show you are admitting for: choose the show, then scan',
  }),
  deviceId: Type.Optional(
    Type.String({
      maxLength: 200,
      'x-message': 'deviceId must be the scanner device’s id',
      description:
        'The scanner device’s own random id (16 to 64 of A-Z a-z 0-9 _ -), kept by the device: the scan budget is per staff account and device. Without a well-formed one, scans share a small budget of their own',
    }),
  ),
});
export type ScanBody = Static<typeof ScanBody>;

export const ScanResultSchema = Type.Object({
  result: Type.Union(
    [
      Type.Literal('admitted'),
      Type.Literal('already_used'),
      Type.Literal('cancelled'),
      Type.Literal('invalid'),
      Type.Literal('wrong_show'),
    ],
    { description: 'wrong_show: a genuine ticket of this cinema for another show (booking names it)' },
  ),
  reason: Type.Optional(
    Type.Union(
      [
        Type.Literal('forged'),
        Type.Literal('unknown_booking'),
        Type.Literal('other_cinema'),
        Type.Literal('show_ended'),
        Type.Literal('too_early'),
      ],
      { description: 'Why an "invalid" ticket was refused' },
    ),
  ),
  booking: Type.Optional(
    Type.Object({
      reference: Type.String(),
      movieTitle: Type.String(),
      theaterName: Type.String(),
      showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
      startTime: Type.String({ description: 'HH:mm, cinema time' }),
      seats: Type.Array(Type.String()),
    }),
  ),
  usedAt: Type.Optional(Type.String({ description: 'ISO 8601 instant the ticket was admitted' })),
  usedBy: Type.Optional(Type.String({ description: 'Email of the staff account that admitted it' })),
  message: Type.String(),
});
export type ScanResult = Static<typeof ScanResultSchema>;

/** The door listing's answer to a date no calendar has (the pattern lets 2026-02-30 through). */
export const DATE_MESSAGE = 'date must be a calendar date written yyyy-mm-dd';

export const AdminShowSchema = Type.Object({
  id: Type.Integer({ description: 'The showId to send with each scan' }),
  movieTitle: Type.String(),
  theater: Type.Object({ id: Type.Integer(), name: Type.String() }),
  screen: Type.String({ description: 'The screen’s name, e.g. "Screen 2" or "IMAX"' }),
  showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  startTime: Type.String({ description: 'HH:mm, cinema time' }),
  startsAt: Type.String({ description: 'ISO 8601 instant' }),
  endsAt: Type.String({ description: 'ISO 8601 instant: start + the film’s running time' }),
  admissionOpensAt: Type.String({ description: 'ISO 8601 instant tickets are admitted from' }),
  seatsSold: Type.Integer({ description: 'Seats of confirmed bookings' }),
  seatsAdmitted: Type.Integer({ description: 'Seats of those bookings already admitted' }),
});
export type AdminShow = Static<typeof AdminShowSchema>;
