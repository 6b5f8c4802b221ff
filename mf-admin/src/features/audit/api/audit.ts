import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** A page of the audit log (`GET /api/admin/audit`): `nextBefore` is sent as `before` for the next (older) page. */
export type AuditPage = ApiAnswer<'/api/admin/audit'>;
/** One entry of the audit log. */
export type AuditEntry = AuditPage['entries'][number];

export interface AuditFilter {
  q: string;
  entity: string;
  action: string;
  /** yyyy-mm-dd, inclusive */
  from: string;
  to: string;
}

/** `GET /api/admin/audit`: newest first, 50 at a time; `before` pages to older entries. */
export async function fetchAudit(filter: AuditFilter, before?: number): Promise<AuditPage> {
  const params: Record<string, string> = { limit: '50' };
  for (const [key, value] of Object.entries(filter)) if (value.trim()) params[key] = value.trim();
  if (before !== undefined) params.before = String(before);
  const { data } = await apiClient.get<AuditPage>('/api/admin/audit', { params });
  return data;
}
