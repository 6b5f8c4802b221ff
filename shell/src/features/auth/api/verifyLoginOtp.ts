import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';
import { identifierPayload } from '../utils/fieldRules';

/** `POST /api/auth/verify-otp`: the session token for a valid login code. */
export async function verifyLoginOtp(identifier: string, otp: string): Promise<string | undefined> {
  const { data } = await apiClient.post<Partial<ApiAnswer<'/api/auth/verify-otp', 'post'>>>('/api/auth/verify-otp', {
    otp,
    ...identifierPayload(identifier),
  });
  return data?.token;
}
