/** The card rules; the API applies the same ones. */

/** Groups digits in fours as the user types: `4111111111111111` → `4111 1111 1111 1111`. */
export function formatCardNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function validateCardNumber(value: string): string | null {
  return /^\d{16}$/.test(value.replace(/\s/g, '')) ? null : 'Please enter a valid 16-digit card number';
}

/**
 * Inserts the slash and keeps the month within 01–12: `13` → `12/`. Pass the previous value
 * so that deleting past the slash works (`12/` → `12` stays `12`).
 */
export function formatExpiryInput(raw: string, previous = ''): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  const month = Math.min(12, Math.max(1, Number(digits.slice(0, 2))));
  const mm = String(month).padStart(2, '0');
  if (digits.length > 2) return `${mm}/${digits.slice(2)}`;
  const deleting = raw.length < previous.length;
  if (!deleting) return `${mm}/`;
  // Backspace after `12/3` leaves `12/`; after `12/` it takes the slash away.
  return raw.includes('/') ? `${mm}/` : mm;
}

export function validateExpiry(value: string, now: Date = new Date()): string | null {
  if (!/^\d{2}\/\d{2}$/.test(value)) return 'Please enter a valid expiry date (MM/YY)';
  const month = Number(value.slice(0, 2));
  const year = 2000 + Number(value.slice(3));
  if (month < 1 || month > 12) return 'Please enter a valid month (01-12)';
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) {
    return 'Card has expired. Please enter a valid expiry date';
  }
  return null;
}

export function validateCvv(value: string): string | null {
  return /^\d{3}$/.test(value) ? null : 'Please enter a valid CVV';
}

export function validateCardholderName(value: string): string | null {
  return value.trim() === '' ? 'Please enter cardholder name' : null;
}
