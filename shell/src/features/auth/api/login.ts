import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** `POST /api/auth/login`: the session token. */
export async function logIn(username: string, password: string): Promise<string | undefined> {
  const { data } = await apiClient.post<Partial<ApiAnswer<'/api/auth/login', 'post'>>>('/api/auth/login', {
    username,
    password,
  });
  return data?.token;
}
