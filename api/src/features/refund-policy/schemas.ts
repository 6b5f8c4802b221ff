import { Type } from 'typebox';

export const CinemaRefundPolicySchema = Type.Object({
  id: Type.Integer({ description: 'The cinema’s id (its page is /cinemas/{id})' }),
  name: Type.String(),
  city: Type.String(),
  cutoffMinutes: Type.Integer({
    description: 'Bookings may be cancelled until this many minutes before the show (0: until it starts)',
  }),
  refundPercent: Type.Integer({ description: 'Share of the ticket price refunded (the convenience fee is kept)' }),
  summary: Type.String({
    description:
      'The policy in one sentence, e.g. "Cancel up to 2 hours before the show for 80% of the ticket price back."',
  }),
});

export const RefundPolicySchema = Type.Object({
  refundWithin: Type.String({ description: 'How long a card refund takes to reach the card, e.g. "5–7 days"' }),
  cinemas: Type.Array(CinemaRefundPolicySchema, { description: 'Every cinema, by city then name' }),
});
