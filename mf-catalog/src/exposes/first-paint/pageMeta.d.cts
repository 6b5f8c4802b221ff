/** What pageMeta.cjs answers for a page: the shell's server escapes and places it in the page's `<head>`. */
export interface PageDescription {
  title: string;
  shareTitle?: string;
  description: string;
  canonical: string;
  type: string;
  image?: { url: string; type: string | null } | null;
  imageAlt?: string;
  extra?: [string, string][];
  jsonLd?: { '@context': string; '@graph': Record<string, unknown>[] };
}

export function movieMeta(movie: unknown, context: { origin: string }): PageDescription | null;
export function cinemaMeta(cinema: unknown, context: { origin: string }): PageDescription | null;
