/** The topic (channel `catalogue_changes_<schema>`) on which API processes tell each other of catalogue changes. */
export const CATALOGUE_CHANGES = 'catalogue_changes';

/** What changed: a show (times, prices, cancelled), a movie (and its shows), or anything (e.g. a cinema or a schedule). */
export type CatalogueChange = { show: number } | { movie: number } | { all: true };

/** `{"from":"<process>","show":12}`: well under NOTIFY's 8000 bytes. */
export function encodeCatalogueChange(from: string, change: CatalogueChange): string {
  return JSON.stringify({ from, ...change });
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The change and the process that sent it; null for anything else on the channel (it is then ignored). */
export function parseCatalogueChange(payload: string): { from: string; change: CatalogueChange } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const { from, show, movie, all } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof from !== 'string') return null;
  if (isId(show)) return { from, change: { show } };
  if (isId(movie)) return { from, change: { movie } };
  if (all === true) return { from, change: { all: true } };
  return null;
}
