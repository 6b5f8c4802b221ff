/** One Content-Security-Policy violation, as logged: no query strings, fragments or long values. */
export interface CspViolation {
  directive: string;
  blockedUri: string;
  page: string;
  source?: string;
  line?: number;
  disposition?: string;
}

const MAX_TEXT = 200;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : undefined;

/**
 * A URL reduced to its origin and path (a query string or fragment may carry a token); a keyword
 * such as `inline`, `eval` or a bare scheme (`data`, `blob:…`) is kept as its scheme alone.
 */
export function withoutSecrets(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') {
      return `${url.origin}${url.pathname}`.slice(0, MAX_TEXT);
    }
    return url.protocol;
  } catch {
    return raw.split(/[?#]/, 1)[0];
  }
}

function violation(fields: {
  directive: unknown;
  blockedUri: unknown;
  page: unknown;
  source: unknown;
  line: unknown;
  disposition: unknown;
}): CspViolation | null {
  const directive = text(fields.directive);
  if (!directive) return null;
  return {
    directive: directive.split(' ', 1)[0],
    blockedUri: withoutSecrets(fields.blockedUri) ?? '(none)',
    page: withoutSecrets(fields.page) ?? '(unknown)',
    ...(withoutSecrets(fields.source) && { source: withoutSecrets(fields.source) }),
    ...(typeof fields.line === 'number' && Number.isInteger(fields.line) && { line: fields.line }),
    ...(text(fields.disposition) && { disposition: text(fields.disposition) }),
  };
}

/** `application/csp-report` (`report-uri`): `{ "csp-report": { … } }`. */
function fromLegacyReport(body: Fields): CspViolation[] {
  const report = body['csp-report'];
  if (!isObject(report)) return [];
  const found = violation({
    directive: report['effective-directive'] ?? report['violated-directive'],
    blockedUri: report['blocked-uri'],
    page: report['document-uri'],
    source: report['source-file'],
    line: report['line-number'],
    disposition: report.disposition,
  });
  return found ? [found] : [];
}

/** `application/reports+json` (`report-to`, the Reporting API): a list, of which `csp-violation` reports count. */
function fromReportingApi(reports: unknown[]): CspViolation[] {
  return reports.flatMap((report) => {
    if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) return [];
    const { body } = report;
    const found = violation({
      directive: body.effectiveDirective,
      blockedUri: body.blockedURL,
      page: body.documentURL ?? report.url,
      source: body.sourceFile,
      line: body.lineNumber,
      disposition: body.disposition,
    });
    return found ? [found] : [];
  });
}

/** The violations a report body carries, or null when it is neither kind of report. */
export function cspViolations(body: unknown): CspViolation[] | null {
  if (Array.isArray(body)) return fromReportingApi(body);
  if (isObject(body) && isObject(body['csp-report'])) return fromLegacyReport(body);
  return null;
}
