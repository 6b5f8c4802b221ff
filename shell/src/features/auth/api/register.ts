import { apiClient } from '@reeltime/shared-lib';

export type Gender = 'male' | 'female' | 'other';

export interface SignupPayload {
  username: string;
  email: string;
  password: string;
  phone: string;
  gender: Gender;
}

/** `POST /api/auth/register`. */
export async function register(payload: SignupPayload): Promise<void> {
  await apiClient.post('/api/auth/register', payload);
}
