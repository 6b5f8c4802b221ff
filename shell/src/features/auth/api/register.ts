import type { ApiBody } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

export type SignupPayload = ApiBody<'/api/auth/register', 'post'>;
export type Gender = SignupPayload['gender'];

/** `POST /api/auth/register`. */
export async function register(payload: SignupPayload): Promise<void> {
  await apiClient.post('/api/auth/register', payload);
}
