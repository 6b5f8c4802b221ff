import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** `POST /api/auth/login`, the site's own password sign-in; resolves with the token. */
export async function signIn(username: string, password: string): Promise<string> {
  const { data } = await apiClient.post<ApiAnswer<'/api/auth/login', 'post'>>('/api/auth/login', {
    username,
    password,
  });
  return data.token;
}

/** What a refused sign-in says above the form. */
export function signInError(status: number, message: string): string {
  if (status === 401) return 'Wrong email or password.';
  if (status === 0) return 'Could not reach ReelTime. Check the connection and try again.';
  return message || 'Sign-in failed. Please try again.';
}
