/** A new password has at least 6 characters. */
export const NEW_PASSWORD_MIN_LENGTH = 6;

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The change-password form's field rules, for `useTouchedValidation`: each shows under its field once it is left or
 * the form is sent. An empty field has no message of its own: the form cannot be sent until all three are filled.
 */
export function passwordChangeRules(newPassword: string) {
  return {
    newPassword: (value: string) =>
      value && value.length < NEW_PASSWORD_MIN_LENGTH ? 'New password must be at least 6 characters!' : null,
    confirmPassword: (value: string) => (value && value !== newPassword ? "New passwords don't match!" : null),
  };
}
