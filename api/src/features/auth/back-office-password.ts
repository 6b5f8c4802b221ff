import { isPublishedValue } from '../../security/published-values.js';

export const MIN_BACK_OFFICE_PASSWORD_LENGTH = 12;
export const MAX_BACK_OFFICE_PASSWORD_LENGTH = 128;

/**
 * Why a password cannot protect a back-office account (staff, manager, admin), or undefined when it can:
 * 12 to 128 characters (128 is the login's limit), not a value the repository publishes, not the e-mail itself.
 */
export function backOfficePasswordProblem(password: string, email: string): string | undefined {
  if (password.length < MIN_BACK_OFFICE_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_BACK_OFFICE_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_BACK_OFFICE_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_BACK_OFFICE_PASSWORD_LENGTH} characters.`;
  if (isPublishedValue(password) || password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return 'That password is published or is the email itself: choose another one.';
  }
  return undefined;
}
