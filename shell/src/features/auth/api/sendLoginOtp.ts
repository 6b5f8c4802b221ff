import { apiClient } from '@reeltime/shared-lib';
import { identifierPayload } from '../utils/fieldRules';

/** `POST /api/auth/initiate-login`: a login code to the e-mail address or mobile number. */
export async function sendLoginOtp(identifier: string): Promise<void> {
  await apiClient.post('/api/auth/initiate-login', identifierPayload(identifier));
}
