/**
 * The movie id named by a `/movies/{id}` path, or null when the path cannot name a movie:
 * anything but decimal digits (`abc`, `-1`, `1.5`, `1e3`), zero, or past the safe integer range.
 * Such paths show "Movie Not Found" without asking the API.
 */
export function movieIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
