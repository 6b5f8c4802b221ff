import { apiClient, identifierPayload } from '@reeltime/shared-lib';

/** `POST /api/auth/reset-password`: a new password for a valid reset code. */
export async function resetPassword(identifier: string, otp: string, newPassword: string): Promise<void> {
  await apiClient.post('/api/auth/reset-password', { otp, newPassword, ...identifierPayload(identifier) });
}
