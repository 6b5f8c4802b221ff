/** What the profile page's paint script answers: the first paint's markup, which the shell's server frames and styles. */
export function paint(): { body: string };
