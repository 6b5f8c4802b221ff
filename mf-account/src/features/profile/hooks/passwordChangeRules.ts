/** A new password has at least 6 characters. */
export const NEW_PASSWORD_MIN_LENGTH = 6;

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The message for a form that must not be sent, or null when it may. */
export function passwordChangeProblem({ newPassword, confirmPassword }: PasswordChangeForm): string | null {
  if (newPassword !== confirmPassword) return "New passwords don't match!";
  if (newPassword.length < NEW_PASSWORD_MIN_LENGTH) return 'New password must be at least 6 characters!';
  return null;
}
