import {
  formatCardNumberInput,
  formatExpiryInput,
  validateCardholderName,
  validateCardNumber,
  validateCvv,
  validateExpiry,
} from '../cardRules';

describe('formatCardNumberInput', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 1111 1111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['4111 11ab11', '4111 1111'],
  ])('groups %p as %p', (raw, expected) => {
    expect(formatCardNumberInput(raw)).toBe(expected);
  });

  it('keeps at most 16 digits (19 characters)', () => {
    const formatted = formatCardNumberInput('41111111111111112222');
    expect(formatted).toBe('4111 1111 1111 1111');
    expect(formatted).toHaveLength(19);
  });
});

describe('validateCardNumber', () => {
  it.each(['4111111111111111', '4111 1111 1111 1111', '4000 0000 0000 0002'])('accepts %p', (value) => {
    expect(validateCardNumber(value)).toBeNull();
  });

  it.each(['', '4111 1111 1111 111', '4111 1111 1111 11112', '4111-1111-1111-1111', 'abcd efgh ijkl mnop'])(
    'rejects %p with "Please enter a valid 16-digit card number"',
    (value) => {
      expect(validateCardNumber(value)).toBe('Please enter a valid 16-digit card number');
    },
  );
});

describe('formatExpiryInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ['12', '12/'],
    ['05', '05/'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12/', '12/'],
    ['12/2899', '12/28'],
    ['ab12cd28', '12/28'],
  ])('formats %p as %p', (raw, expected) => {
    expect(formatExpiryInput(raw)).toBe(expected);
  });

  it.each([
    ['13', '12/'],
    ['99', '12/'],
    ['1928', '12/28'],
    ['00', '01/'],
    ['0028', '01/28'],
  ])('forces the month into 01-12: %p → %p', (raw, expected) => {
    expect(formatExpiryInput(raw)).toBe(expected);
  });

  it('lets Backspace remove the slash instead of putting it back', () => {
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('1', '12')).toBe('1');
  });

  it('lets Backspace after a year digit leave the slash in place', () => {
    expect(formatExpiryInput('12/', '12/3')).toBe('12/');
  });

  it('still adds the slash while typing forwards', () => {
    expect(formatExpiryInput('12', '1')).toBe('12/');
  });
});

describe('validateExpiry', () => {
  const now = new Date(2026, 10, 21); // 21 Nov 2026

  it.each(['11/26', '12/26', '01/27', '12/35'])('accepts %p (not expired on 21 Nov 2026)', (value) => {
    expect(validateExpiry(value, now)).toBeNull();
  });

  it.each(['', '1/27', '1227', '12/2027', 'ab/cd', '12-27', '12/27 '])(
    'rejects %p with "Please enter a valid expiry date (MM/YY)"',
    (value) => {
      expect(validateExpiry(value, now)).toBe('Please enter a valid expiry date (MM/YY)');
    },
  );

  it.each(['00/27', '13/27'])('rejects %p with "Please enter a valid month (01-12)"', (value) => {
    expect(validateExpiry(value, now)).toBe('Please enter a valid month (01-12)');
  });

  it.each(['10/26', '01/26', '12/25'])('rejects %p as expired', (value) => {
    expect(validateExpiry(value, now)).toBe('Card has expired. Please enter a valid expiry date');
  });

  it('judges expiry relative to the injected date', () => {
    expect(validateExpiry('03/27', new Date(2027, 2, 31))).toBeNull();
    expect(validateExpiry('03/27', new Date(2027, 3, 1))).toBe('Card has expired. Please enter a valid expiry date');
  });

  it('defaults to today', () => {
    const today = new Date();
    const mm = String(today.getMonth() + 1).padStart(2, '0');
    const yy = String(today.getFullYear() % 100).padStart(2, '0');
    const lastYear = String((today.getFullYear() - 1) % 100).padStart(2, '0');
    expect(validateExpiry(`${mm}/${yy}`)).toBeNull();
    expect(validateExpiry(`${mm}/${lastYear}`)).toBe('Card has expired. Please enter a valid expiry date');
  });
});

describe('validateCvv', () => {
  it('accepts exactly 3 digits', () => {
    expect(validateCvv('123')).toBeNull();
  });

  it.each(['', '12', '1234', '12a', ' 12'])('rejects %p with "Please enter a valid CVV"', (value) => {
    expect(validateCvv(value)).toBe('Please enter a valid CVV');
  });
});

describe('validateCardholderName', () => {
  it('needs a non-blank name', () => {
    expect(validateCardholderName('')).toBe('Please enter cardholder name');
    expect(validateCardholderName('   ')).toBe('Please enter cardholder name');
    expect(validateCardholderName('Asha Rao')).toBeNull();
  });
});
