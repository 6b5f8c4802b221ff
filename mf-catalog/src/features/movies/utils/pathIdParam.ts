/**
 * The row id named by a path such as `/movies/{id}` or `/cinemas/{id}`, or null when the path cannot name one:
 * anything but decimal digits (`abc`, `-1`, `1.5`, `1e3`), zero, or past the safe integer range.
 * Such paths show the page's "not found" state without asking the API.
 */
export function pathIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
