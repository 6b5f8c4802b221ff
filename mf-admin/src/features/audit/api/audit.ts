import { apiClient } from '@reeltime/shared-lib';

/** One entry of the audit log (`GET /api/admin/audit`). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; email: string };
  action: string;
  entity: string;
  entityId: string | null;
  cinemaId: number | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Send as `before` for the next (older) page; null: no more. */
  nextBefore: number | null;
}

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
