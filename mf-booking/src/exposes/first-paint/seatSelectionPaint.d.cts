/** What seat selection's paint script answers: the first paint's markup, which the shell's server frames and styles. */
export function paint(record: unknown, given?: { query?: Record<string, string> }): { body: string } | null;
