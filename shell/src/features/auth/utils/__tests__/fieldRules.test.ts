import { identifierPayload, validateEmail, validatePassword, validatePhone, validateRequired } from '../fieldRules';

describe('validateRequired', () => {
  it('returns the supplied message for empty or blank input', () => {
    expect(validateRequired('', '*Name required')).toBe('*Name required');
    expect(validateRequired('   ', '*Email or Mobile Number is required')).toBe('*Email or Mobile Number is required');
  });

  it('accepts any non-blank input', () => {
    expect(validateRequired('Asha', '*Name required')).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['asha@example.com', 'first.last+tag@mail.co.in', '  asha@example.com  '])('accepts %p', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each(['', 'asha', 'asha@', 'asha@example', '@example.com', 'as ha@example.com', 'asha@@example.com'])(
    'rejects %p with "*Invalid email format"',
    (value) => {
      expect(validateEmail(value)).toBe('*Invalid email format');
    },
  );
});

describe('validatePassword', () => {
  it('needs at least 6 characters: "*Minimum length 6 required"', () => {
    expect(validatePassword('')).toBe('*Minimum length 6 required');
    expect(validatePassword('12345')).toBe('*Minimum length 6 required');
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('a much longer secret')).toBeNull();
  });
});

describe('validatePhone', () => {
  it('accepts exactly 10 digits', () => {
    expect(validatePhone('9876543210')).toBeNull();
  });

  it.each(['', '987654321', '98765432101', '98765 4321', '98765-43210', 'abcdefghij', '+919876543'])(
    'rejects %p with "*Mobile number should be 10 digits"',
    (value) => {
      expect(validatePhone(value)).toBe('*Mobile number should be 10 digits');
    },
  );
});

describe('identifierPayload', () => {
  it('treats text with @ as an email, trimmed', () => {
    expect(identifierPayload('  asha@example.com ')).toEqual({ email: 'asha@example.com' });
  });

  it('treats anything else as a phone number, trimmed', () => {
    expect(identifierPayload(' 9876543210 ')).toEqual({ phoneNumber: '9876543210' });
  });
});
