import { badRequest } from '../../http/errors.js';
import { toLocal } from '../../lib/cinema-time.js';
import { personName } from '../auth/person-name.js';

export const DECLINED_CARD = '4000000000000002';

export interface CardInput {
  cardNumber?: string;
  expiryDate?: string;
  cvv?: string;
  cardHolderName?: string;
}

/** The card rules with their exact messages; returns the card number without spaces. */
export function validateCard(card: CardInput, now: Date, timeZone: string): { number: string; holder: string } {
  const number = (card.cardNumber ?? '').replace(/\s+/g, '');
  if (!/^\d{16}$/.test(number)) throw badRequest('Please enter a valid 16-digit card number');

  const expiry = (card.expiryDate ?? '').trim();
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) throw badRequest('Please enter a valid expiry date (MM/YY)');
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) throw badRequest('Please enter a valid month (01-12)');
  const [currentYear, currentMonth] = toLocal(now, timeZone).date.split('-').map(Number);
  const currentShortYear = currentYear % 100;
  if (year < currentShortYear || (year === currentShortYear && month < currentMonth)) {
    throw badRequest('Card has expired. Please enter a valid expiry date');
  }

  if (!/^\d{3}$/.test((card.cvv ?? '').trim())) throw badRequest('Please enter a valid CVV');

  const holder = personName(card.cardHolderName ?? '', {
    field: 'cardHolderName',
    blankMessage: 'Please enter cardholder name',
  });
  return { number, holder };
}
