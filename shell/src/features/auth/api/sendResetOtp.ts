import { apiClient } from '@reeltime/shared-lib';
import { identifierPayload } from '../utils/fieldRules';

/** `POST /api/auth/forgot-password`: a reset code to the e-mail address or mobile number. */
export async function sendResetOtp(identifier: string): Promise<void> {
  await apiClient.post('/api/auth/forgot-password', identifierPayload(identifier));
}
