/** What the cinema page's paint script answers: the first paint's markup, which the shell's server frames and styles. */
export function paint(record: unknown): { body: string } | null;
