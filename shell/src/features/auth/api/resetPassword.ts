import { apiClient } from '@reeltime/shared-lib';
import { identifierPayload } from '../utils/fieldRules';

/** `POST /api/auth/reset-password`: a new password for a valid reset code. */
export async function resetPassword(identifier: string, otp: string, newPassword: string): Promise<void> {
  await apiClient.post('/api/auth/reset-password', { otp, newPassword, ...identifierPayload(identifier) });
}
