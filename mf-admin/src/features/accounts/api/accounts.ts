import type { ApiAnswer, ApiBody } from '@reeltime/contract';
import { apiClient, refreshQuery, useUserQuery, userKey } from '@reeltime/shared-lib';
import type { BackOfficeRole } from '../../staff/api/getStaffAccount';

const ACCOUNTS_PATH = '/api/admin/accounts';

/** `GET /api/admin/accounts`: the accounts, and every cinema of the chain (what an account can be given). */
export type AccountList = ApiAnswer<'/api/admin/accounts'>;
/** A back-office account as `GET /api/admin/accounts` lists it. */
export type Account = AccountList['accounts'][number];
export type CinemaRef = AccountList['cinemas'][number];

export interface AccountFilter {
  q: string;
  role: BackOfficeRole | '';
}

/** What the invite and edit forms send: who, which role, which cinemas. */
export interface AccountFields {
  name: string;
  role: BackOfficeRole;
  allCinemas: boolean;
  cinemaIds: number[];
}

function listPath({ q, role }: AccountFilter): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  const query = params.toString();
  return query ? `${ACCOUNTS_PATH}?${query}` : ACCOUNTS_PATH;
}

/** `GET /api/admin/accounts`: the back-office accounts matching the filter, and the chain's cinemas. */
export function useAccounts(filter: AccountFilter) {
  const path = listPath(filter);
  return useUserQuery(path, async () => (await apiClient.get<AccountList>(path)).data);
}

/** Every cached account list asks the server again (after a change). */
export function refreshAccounts(filter: AccountFilter): void {
  void refreshQuery(userKey(listPath(filter)));
}

/** The fields a form sends: an admin works for every cinema, so no cinemas go with it. */
function scopeOf(fields: AccountFields) {
  if (fields.role === 'admin') return {};
  return fields.allCinemas ? { allCinemas: true, cinemaIds: [] } : { allCinemas: false, cinemaIds: fields.cinemaIds };
}

/** `POST /api/admin/accounts`: creates the account and e-mails its invitation link. */
export async function inviteAccount(email: string, fields: AccountFields): Promise<Account> {
  const { data } = await apiClient.post<Account>(ACCOUNTS_PATH, {
    email,
    name: fields.name,
    role: fields.role,
    ...scopeOf(fields),
  });
  return data;
}

/** `PUT /api/admin/accounts/{id}`: name, role and cinemas. */
export async function updateAccount(id: number, fields: AccountFields): Promise<Account> {
  const { data } = await apiClient.put<Account>(`${ACCOUNTS_PATH}/${id}`, {
    name: fields.name,
    role: fields.role,
    ...scopeOf(fields),
  });
  return data;
}

/** `PUT /api/admin/accounts/{id}` with `disabled` (ends its sessions at once) or `resendInvite` (a new link, the old one void). */
export async function changeAccountState(
  id: number,
  change:
    | Pick<ApiBody<'/api/admin/accounts/{id}', 'put'>, 'disabled'>
    | Pick<ApiBody<'/api/admin/accounts/{id}', 'put'>, 'resendInvite'>,
): Promise<Account> {
  const { data } = await apiClient.put<Account>(`${ACCOUNTS_PATH}/${id}`, change);
  return data;
}
