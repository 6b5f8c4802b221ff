import { createContext, useContext } from 'react';
import { matchPath } from '@reeltime/shared-lib';
import type { SitePages } from '../features/remotes/api/sitePages';
import shellPages from './shellPages.json';

/** The tab titles of the shell's own pages (shellPages.json), by page. */
const SHELL_TITLES: Record<keyof typeof shellPages, string> = {
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

/** The remotes' pages this visit knows (given by App, read by the layout for the tab title). */
export const SitePagesContext = createContext<SitePages>({ pages: [], unknown: [] });

export const useSitePages = () => useContext(SitePagesContext);

/**
 * The tab title of a route, before its page knows more: a shell page's own, a remote page's as its remote declares
 * it (`title` in its pages.json; `null` for the site's own name), `undefined` for a remote page that declares none
 * (a movie, a cinema, the seat selection: the page names the tab once it knows what it shows), "Page Not Found"
 * for any other path (the site's own name while a remote's pages are unknown: the path may be one of them).
 */
export function routeTitle(pathname: string, site: SitePages): string | null | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const shellPage = Object.entries(shellPages).find(([, page]) => page === path);
  if (shellPage) return SHELL_TITLES[shellPage[0] as keyof typeof SHELL_TITLES];
  const remotePage = site.pages.find((page) => matchPath(page.path, path) !== null);
  if (remotePage === undefined) return site.unknown.length > 0 ? null : 'Page Not Found';
  return remotePage.title;
}
