import type { LighthouseReport } from './lighthouseRuns.js';

/**
 * The audits that say why a route scores what it does: the other metrics, the LCP element and its phases, what
 * blocked the main thread (long tasks, script boot-up, work by kind), render-blocking requests and what shifted.
 */
const AUDITS = [
  'lcp-breakdown-insight',
  'lcp-discovery-insight',
  'long-tasks',
  'bootup-time',
  'mainthread-work-breakdown',
  'render-blocking-insight',
  'cls-culprits-insight',
  'font-display-insight',
];

const METRICS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time'];

type Details = { type?: string; items?: unknown[]; headings?: { key?: string | null }[] } & Record<string, unknown>;

const ITEM_LIMIT = 6;

const shortUrl = (value: string, origin: string) =>
  (value.startsWith(origin) ? value.slice(origin.length) : value).replace(/^(.{70}).+$/, '$1…');

/** One table row as `key=value` pairs of its headings' columns (URLs short, numbers rounded, nodes by snippet). */
function describeItem(item: Record<string, unknown>, keys: string[], origin: string): string {
  return keys
    .map((key) => {
      const value = item[key];
      if (value === undefined || value === null || value === '') return null;
      if (typeof value === 'number') return `${key}=${Math.round(value)}`;
      if (typeof value === 'string') return `${key}=${shortUrl(value, origin)}`;
      if (typeof value === 'object' && 'snippet' in value)
        return `${key}=${String((value as { snippet: string }).snippet).slice(0, 90)}`;
      if (typeof value === 'object' && 'url' in value)
        return `${key}=${shortUrl(String((value as { url: string }).url), origin)}`;
      if (typeof value === 'object' && 'value' in value) return `${key}=${String((value as { value: unknown }).value)}`;
      return null;
    })
    .filter(Boolean)
    .join(' ');
}

/** The lines of an audit's details: a table's rows, a list's tables, a node's snippet. */
function describeDetails(details: Details | undefined, origin: string): string[] {
  if (!details) return [];
  if (details.type === 'list') return (details.items as Details[]).flatMap((item) => describeDetails(item, origin));
  if (details.type === 'node') return [`node ${String(details.snippet ?? '').slice(0, 120)}`];
  if (details.type === 'table' || details.type === 'opportunity') {
    const keys = (details.headings ?? []).map((heading) => heading.key).filter((key): key is string => Boolean(key));
    return (details.items ?? [])
      .slice(0, ITEM_LIMIT)
      .map((item) => describeItem(item as Record<string, unknown>, keys, origin));
  }
  return [];
}

/** Prints what explains one run's score, audit by audit. */
export function printDiagnostics(report: LighthouseReport): void {
  const origin = new URL(report.finalDisplayedUrl).origin;
  const metrics = METRICS.map(
    (id) => `${report.audits[id]?.title ?? id} ${report.audits[id]?.displayValue ?? '?'}`,
  ).join(' · ');
  console.log(`    ${metrics}`);
  for (const id of AUDITS) {
    const audit = report.audits[id];
    if (!audit) continue;
    const lines = describeDetails(audit.details as Details | undefined, origin);
    if (lines.length === 0 && !audit.displayValue) continue;
    console.log(`    ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
    for (const line of lines) console.log(`      ${line}`);
  }
}
