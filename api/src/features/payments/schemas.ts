import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';
import { AdmissionTokenHeader } from '../waiting-room/schemas.js';

/** Card fields are checked in code so each failure carries its own exact message. */
export const PaymentBody = Type.Object({
  slotId: Type.Optional(IdSchema({ 'x-message': 'slotId must be a show id' })),
  seatNumbers: Type.Optional(
    Type.Array(
      Type.String({ pattern: '^[A-Z][0-9]{1,2}$', 'x-message': 'seatNumbers must be seat labels such as "A1"' }),
      { maxItems: 50 },
    ),
  ),
  totalAmount: Type.Number({ minimum: 0, description: 'Rupees, as shown to the customer' }),
  cardNumber: Type.Optional(
    Type.String({ maxLength: 19 + 5, 'x-message': 'Please enter a valid 16-digit card number' }),
  ),
  cardHolderName: Type.Optional(
    Type.String({ maxLength: 100, 'x-message': 'cardHolderName must be at most 100 characters' }),
  ),
  expiryDate: Type.Optional(Type.String({ maxLength: 5, 'x-message': 'Please enter a valid expiry date (MM/YY)' })),
  cvv: Type.Optional(Type.String({ maxLength: 3, 'x-message': 'Please enter a valid CVV' })),
});
export type PaymentBody = Static<typeof PaymentBody>;

export const PaymentHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[\\x21-\\x7E]+$',
      description: 'Retrying with the same key answers the first outcome again, marked `Idempotent-Replayed: true`',
      'x-message': 'Idempotency-Key must be 1 to 100 visible ASCII characters',
    }),
  ),
  'x-admission-token': AdmissionTokenHeader,
});
