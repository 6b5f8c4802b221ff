/**
 * The invitation code from the link's fragment (`/admin/invite#code=…`): a fragment never reaches a server, so the
 * code stays out of logs and Referer headers.
 */
export function inviteCodeFrom(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  return code && /^[A-Za-z0-9_-]{20,100}$/.test(code) ? code : null;
}
