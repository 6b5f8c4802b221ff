/**
 * The Mozilla HTTP Observatory's grading of one response, by its published tests and score modifiers
 * (baseline 100; penalties first; bonuses only when the score is then 90 or more; grade by score).
 * Only what the response itself shows is graded: the tests that need an https site (redirection to
 * https, HSTS) are returned apart in `httpsOnly`, and count only when the page was served over https.
 */

export interface Finding {
  test: string;
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  findings: Finding[];
  /** The https-only tests (redirection, HSTS) when the page was served over plain http: not scored. */
  httpsOnly: Finding[];
}

export interface GradedResponse {
  url: string;
  headers: Headers;
  html: string;
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export const gradeOf = (score: number): string => GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';

/** Grades ordered best first, for "at least A" comparisons. */
export const GRADE_ORDER = GRADES.map(([, grade]) => grade);

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);

const finding = (test: string, result: string, modifier: number): Finding => ({ test, result, modifier });

function parseCsp(header: string): Map<string, Set<string>> | null {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) return null;
    policy.set(directive, new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source))));
  }
  return policy.size > 0 ? policy : null;
}

function contentSecurityPolicy(headers: Headers, secure: boolean): Finding {
  const header = headers.get('content-security-policy');
  if (!header) return finding('content-security-policy', 'csp-not-implemented', -25);
  const csp = parseCsp(header);
  if (!csp) return finding('content-security-policy', 'csp-header-invalid', -25);
  const fallback = csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = csp.get('script-src') ?? fallback;
  const styleSrc = csp.get('style-src') ?? fallback;
  const objectSrc = csp.get('object-src') ?? fallback;
  const active = [...scriptSrc, ...styleSrc, ...objectSrc];
  const passive = ['img-src', 'media-src', 'font-src'].flatMap((name) => [...(csp.get(name) ?? fallback)]);
  const hashOrNonce = [...scriptSrc].some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  const strictDynamic = scriptSrc.has("'strict-dynamic'") && hashOrNonce;
  const scriptUnsafe = [...scriptSrc].some(
    (source) =>
      DANGEROUSLY_BROAD.has(source) || (UNSAFE_INLINE.has(source) && !(source === "'unsafe-inline'" && hashOrNonce)),
  );
  if ((scriptUnsafe && !strictDynamic) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return finding('content-security-policy', 'csp-implemented-with-unsafe-inline', -20);
  }
  if (secure && active.some((source) => source.startsWith('http:') || source.startsWith('ftp:'))) {
    return finding('content-security-policy', 'csp-implemented-with-insecure-scheme', -20);
  }
  if (scriptSrc.has("'unsafe-eval'"))
    return finding('content-security-policy', 'csp-implemented-with-unsafe-eval', -10);
  if (secure && passive.some((source) => source.startsWith('http:') || source.startsWith('ftp:'))) {
    return finding('content-security-policy', 'csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    return finding('content-security-policy', 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  const defaultNone = csp.get('default-src')?.size === 1 && csp.get('default-src')?.has("'none'");
  const formActionSet =
    csp.has('form-action') && ![...(csp.get('form-action') ?? [])].some((source) => DANGEROUSLY_BROAD.has(source));
  if (defaultNone && formActionSet)
    return finding('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10);
  return finding('content-security-policy', 'csp-implemented-with-no-unsafe', 5);
}

/** The site sets no cookies; any cookie without `Secure` is the common failure. */
function cookies(headers: Headers): Finding {
  const setCookies = headers.getSetCookie();
  if (setCookies.length === 0) return finding('cookies', 'cookies-not-found', 0);
  return setCookies.every((cookie) => /;\s*secure\b/i.test(cookie))
    ? finding('cookies', 'cookies-secure-with-httponly-sessions', 0)
    : finding('cookies', 'cookies-without-secure-flag', -20);
}

/** The Observatory asks with its own Origin: being echoed together with credentials is universal access. */
function crossOriginResourceSharing(headers: Headers): Finding {
  const allowOrigin = headers.get('access-control-allow-origin');
  if (!allowOrigin) return finding('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', 0);
  if (allowOrigin === '*')
    return finding('cross-origin-resource-sharing', 'cross-origin-resource-sharing-implemented-with-public-access', 0);
  if (headers.get('access-control-allow-credentials') === 'true' && allowOrigin === OBSERVATORY_ORIGIN) {
    return finding(
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-universal-access',
      -50,
    );
  }
  return finding(
    'cross-origin-resource-sharing',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
    0,
  );
}

function referrerPolicy(headers: Headers): Finding {
  const header = headers.get('referrer-policy');
  if (!header) return finding('referrer-policy', 'referrer-policy-not-implemented', 0);
  const last =
    header
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean)
      .pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return finding('referrer-policy', 'referrer-policy-private', 5);
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return finding('referrer-policy', 'referrer-policy-unsafe', -5);
  return finding('referrer-policy', 'referrer-policy-header-invalid', -5);
}

function strictTransportSecurity(headers: Headers, secure: boolean): Finding {
  if (!secure) return finding('strict-transport-security', 'hsts-not-implemented-no-https', -20);
  const header = headers.get('strict-transport-security');
  if (!header) return finding('strict-transport-security', 'hsts-not-implemented', -20);
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return finding('strict-transport-security', 'hsts-header-invalid', -20);
  return Number(maxAge) >= 15_768_000
    ? finding('strict-transport-security', 'hsts-implemented-max-age-at-least-six-months', 0)
    : finding('strict-transport-security', 'hsts-implemented-max-age-less-than-six-months', -10);
}

function redirection(secure: boolean): Finding {
  return secure
    ? finding('redirection', 'redirection-to-https', 0)
    : finding('redirection', 'redirection-missing', -20);
}

/** `<script src>` tags of the HTML: same-origin ones need no SRI, others must be https (and ideally carry integrity). */
function subresourceIntegrity(response: GradedResponse, contentType: string): Finding {
  if (!contentType.includes('html'))
    return finding('subresource-integrity', 'sri-not-implemented-response-not-html', 0);
  const scripts = [...response.html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => ({
      src: /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1],
      integrity: /\bintegrity\s*=/i.test(attributes),
    }))
    .filter((script): script is { src: string; integrity: boolean } => Boolean(script.src));
  if (scripts.length === 0) return finding('subresource-integrity', 'sri-not-implemented-but-no-scripts-loaded', 0);
  const page = new URL(response.url);
  const external = scripts.filter((script) => new URL(script.src, page).origin !== page.origin);
  if (external.length === 0)
    return finding('subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0);
  const insecure = external.some(
    (script) => script.src.startsWith('//') || new URL(script.src, page).protocol !== 'https:',
  );
  const withIntegrity = external.every((script) => script.integrity);
  if (insecure)
    return withIntegrity
      ? finding('subresource-integrity', 'sri-implemented-but-external-scripts-not-loaded-securely', -20)
      : finding('subresource-integrity', 'sri-not-implemented-and-external-scripts-not-loaded-securely', -50);
  return withIntegrity
    ? finding('subresource-integrity', 'sri-implemented-and-external-scripts-loaded-securely', 5)
    : finding('subresource-integrity', 'sri-not-implemented-but-external-scripts-loaded-securely', -5);
}

function xContentTypeOptions(headers: Headers): Finding {
  const header = headers.get('x-content-type-options');
  if (!header) return finding('x-content-type-options', 'x-content-type-options-not-implemented', -5);
  return header.trim().toLowerCase() === 'nosniff'
    ? finding('x-content-type-options', 'x-content-type-options-nosniff', 0)
    : finding('x-content-type-options', 'x-content-type-options-header-invalid', -5);
}

function xFrameOptions(headers: Headers): Finding {
  const csp = parseCsp(headers.get('content-security-policy') ?? '');
  const ancestors = csp?.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source)))
    return finding('x-frame-options', 'x-frame-options-implemented-via-csp', 5);
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return finding('x-frame-options', 'x-frame-options-not-implemented', -20);
  if (header === 'deny' || header === 'sameorigin')
    return finding('x-frame-options', 'x-frame-options-sameorigin-or-deny', 0);
  if (header.startsWith('allow-from')) return finding('x-frame-options', 'x-frame-options-allow-from-origin', 0);
  return finding('x-frame-options', 'x-frame-options-header-invalid', -20);
}

function crossOriginResourcePolicy(headers: Headers): Finding {
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return finding('cross-origin-resource-policy', 'corp-not-implemented', 0);
  if (header === 'same-origin') return finding('cross-origin-resource-policy', 'corp-implemented-with-same-origin', 10);
  if (header === 'same-site') return finding('cross-origin-resource-policy', 'corp-implemented-with-same-site', 10);
  if (header === 'cross-origin')
    return finding('cross-origin-resource-policy', 'corp-implemented-with-cross-origin', 0);
  return finding('cross-origin-resource-policy', 'corp-header-invalid', -5);
}

/** The Origin the Observatory sends with its requests (its CORS test looks for it echoed back). */
export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

export function gradeResponse(response: GradedResponse): Grade {
  const { headers } = response;
  const secure = new URL(response.url).protocol === 'https:';
  const scored = [
    contentSecurityPolicy(headers, secure),
    cookies(headers),
    crossOriginResourceSharing(headers),
    referrerPolicy(headers),
    subresourceIntegrity(response, headers.get('content-type') ?? ''),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
    crossOriginResourcePolicy(headers),
  ];
  const https = [redirection(secure), strictTransportSecurity(headers, secure)];
  const findings = secure ? [...scored, ...https] : scored;
  const penalties = findings.reduce((sum, item) => sum + Math.min(0, item.modifier), 0);
  const bonuses = findings.reduce((sum, item) => sum + Math.max(0, item.modifier), 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  return { score, grade: gradeOf(score), findings, httpsOnly: secure ? [] : https };
}

/** The score and grade counting the https-only tests too (what an http-only site gets). */
export function gradeWithHttpsTests(grade: Grade): { score: number; grade: string } {
  const all = [...grade.findings, ...grade.httpsOnly];
  const penalties = all.reduce((sum, item) => sum + Math.min(0, item.modifier), 0);
  const bonuses = all.reduce((sum, item) => sum + Math.max(0, item.modifier), 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  return { score, grade: gradeOf(score) };
}
