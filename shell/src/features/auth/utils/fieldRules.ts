/** The form field rules. Each returns the message to show, or null when the value is fine. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRequired(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

export function validateEmail(value: string): string | null {
  return EMAIL_PATTERN.test(value.trim()) ? null : '*Invalid email format';
}

export function validatePassword(value: string): string | null {
  return value.length >= 6 ? null : '*Minimum length 6 required';
}

export function validatePhone(value: string): string | null {
  return /^\d{10}$/.test(value) ? null : '*Mobile number should be 10 digits';
}

/** OTP and reset forms: text containing `@` is an email, anything else a phone number. */
export function identifierPayload(identifier: string): { email: string } | { phoneNumber: string } {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? { email: trimmed } : { phoneNumber: trimmed };
}
