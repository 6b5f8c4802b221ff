import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** Who an invitation is for (`POST /api/admin/invites/lookup`). */
export type Invitation = ApiAnswer<'/api/admin/invites/lookup', 'post'>;

export async function lookupInvite(code: string): Promise<Invitation> {
  const { data } = await apiClient.post<Invitation>('/api/admin/invites/lookup', { code });
  return data;
}

/** `POST /api/admin/invites/accept`: sets the password, spends the code; resolves with the session token. */
export async function acceptInvite(code: string, password: string): Promise<string> {
  const { data } = await apiClient.post<ApiAnswer<'/api/admin/invites/accept', 'post'>>('/api/admin/invites/accept', {
    code,
    password,
  });
  return data.token;
}
