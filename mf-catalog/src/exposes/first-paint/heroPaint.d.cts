/** What a picture paint script answers: the first paint's markup, which the shell's server frames and styles. */
export function paint(record: unknown, picture?: { image?: string | null }): { body: string } | null;
