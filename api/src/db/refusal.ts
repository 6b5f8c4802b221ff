/**
 * A refusal raised by one of the database's own functions (the migrations create them): its SQLSTATE names it (class
 * `RS`: seats and holds, `RP`: payments) and its detail carries what the answer needs (e.g. the seats, as JSON).
 * Null for any other error.
 */
export function refusalOf(error: unknown): { code: string; detail: string } | null {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  if (typeof code !== 'string' || !/^R[SP]\d{3}$/.test(code)) return null;
  return { code, detail: typeof detail === 'string' ? detail : '' };
}
