import { apiClient } from '@reeltime/shared-lib';
import { identifierPayload } from '../utils/fieldRules';

/** `POST /api/auth/verify-otp`: the session token for a valid login code. */
export async function verifyLoginOtp(identifier: string, otp: string): Promise<string | undefined> {
  const { data } = await apiClient.post<{ token?: string }>('/api/auth/verify-otp', { otp, ...identifierPayload(identifier) });
  return data?.token;
}
