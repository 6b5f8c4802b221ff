import { apiClient } from '@reeltime/shared-lib';
import type { BackOfficeRole } from '../../staff/api/getStaffAccount';
import type { CinemaRef } from './accounts';

/** Who an invitation is for (`POST /api/admin/invites/lookup`). */
export interface Invitation {
  name: string;
  email: string;
  role: BackOfficeRole;
  allCinemas: boolean;
  cinemas: CinemaRef[];
  expiresAt: string;
}

export async function lookupInvite(code: string): Promise<Invitation> {
  const { data } = await apiClient.post<Invitation>('/api/admin/invites/lookup', { code });
  return data;
}

/** `POST /api/admin/invites/accept`: sets the password, spends the code; resolves with the session token. */
export async function acceptInvite(code: string, password: string): Promise<string> {
  const { data } = await apiClient.post<{ token: string }>('/api/admin/invites/accept', { code, password });
  return data.token;
}
