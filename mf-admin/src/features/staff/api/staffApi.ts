import { apiClient } from '@reeltime/shared-lib';

/** `GET /api/admin/me`: the signed-in staff account (403 for a customer). */
export interface StaffAccount {
  id: number;
  name: string;
  email: string;
  role: 'staff';
  /** The theatre this account admits tickets for; null: every theatre. */
  theater: { id: number; name: string } | null;
}

/** Password sign-in through the site's own login route; resolves with the token. */
export async function signIn(username: string, password: string): Promise<string> {
  const { data } = await apiClient.post<{ token: string }>('/api/auth/login', { username, password });
  return data.token;
}

export async function fetchStaffAccount(signal?: AbortSignal): Promise<StaffAccount> {
  const { data } = await apiClient.get<StaffAccount>('/api/admin/me', { signal });
  return data;
}
