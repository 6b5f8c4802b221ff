import { apiClient, identifierPayload } from '@reeltime/shared-lib';

/** `POST /api/auth/forgot-password`: a reset code to the e-mail address or mobile number. */
export async function sendResetOtp(identifier: string): Promise<void> {
  await apiClient.post('/api/auth/forgot-password', identifierPayload(identifier));
}
