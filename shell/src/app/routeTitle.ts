import routeTable from './routeTable.json';

/** The tab titles of the shell's own pages (`shell` in routeTable.json), by page. */
const SHELL_TITLES: Record<keyof (typeof routeTable)['shell'], string> = {
  TermsPage: 'Terms and Conditions',
  PrivacyPage: 'Privacy Policy',
  HelpPage: 'Help Center',
  FaqPage: 'Frequently Asked Questions',
  RefundPolicyPage: 'Refund Policy',
  PaymentOptionsPage: 'Payment Options',
  SiteMapPage: 'Site Map',
  CareersPage: 'Careers',
  PressPage: 'Press',
};

/** Remote page paths → their declared titles (`null`: the site's own name), as the shell's server writes them. */
export type DeclaredTitles = Record<string, string | null>;

/** Where the server writes what the remotes declare of their pages' titles (build-config page-titles.js). */
const DECLARED_TITLES_ID = 'rt-page-titles';

let declared: DeclaredTitles | undefined;

/** The titles the remotes declare for their pages, read once from the page's HTML; none when it carries none. */
export function declaredTitles(): DeclaredTitles {
  if (!declared) {
    try {
      const parsed: unknown = JSON.parse(document.getElementById(DECLARED_TITLES_ID)?.textContent || '{}');
      declared = parsed && typeof parsed === 'object' ? (parsed as DeclaredTitles) : {};
    } catch {
      declared = {};
    }
  }
  return declared;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `path` is the page of route `pattern` (`:name` any one segment, a trailing `/*` anything below). */
function isAt(path: string, pattern: string): boolean {
  const segments = segmentsOf(path);
  const parts = segmentsOf(pattern);
  const below = parts[parts.length - 1] === '*';
  const fixed = below ? parts.slice(0, -1) : parts;
  if (below ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === segments[index]);
}

const remotePaths = Object.values(routeTable.remotes).flatMap((modules) =>
  Object.values(modules as Record<string, string | null>).filter((path): path is string => Boolean(path)),
);

/**
 * The tab title of a route, before its page knows more: a shell page's own, a remote page's as its remote declares
 * it (`title` in its pages.json; `null` for the site's own name), `undefined` for a remote page that declares none
 * (a movie, a cinema, the seat selection: the page names the tab once it knows what it shows), "Page Not Found"
 * for any other path.
 */
export function routeTitle(pathname: string, titles: DeclaredTitles = declaredTitles()): string | null | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const shellPage = Object.entries(routeTable.shell).find(([, page]) => page === path);
  if (shellPage) return SHELL_TITLES[shellPage[0] as keyof typeof SHELL_TITLES];
  const remotePage = remotePaths.find((pattern) => isAt(path, pattern));
  if (remotePage === undefined) return 'Page Not Found';
  return Object.hasOwn(titles, remotePage) ? titles[remotePage] : undefined;
}
