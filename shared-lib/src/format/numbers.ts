/*
 * Numbers as the site's one locale (English, India) writes them, the way Intl.NumberFormat('en-IN') does: digits in
 * Indian groups (`12,34,567`), a fixed number of decimals rounded half away from zero on the number's shortest
 * decimal form (`1.005` → `1.01`). Written here rather than asked of Intl because the first Intl formatter a page
 * creates loads the locale's data: 60–150 ms on a phone (Chromium at 4x CPU), one long task while the page starts.
 * The tests hold every function to Intl's output.
 */

/** `1234567` → `12,34,567`: the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** The shortest decimal form of a finite |value| that reads back as the same number, without an exponent. */
function plainDigits(value: number): string {
  const [mantissa = '0', exponentText] = String(Math.abs(value)).split('e');
  if (exponentText === undefined) return mantissa;
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** |value| rounded to `decimals` places, half away from zero: its whole digits and its `decimals` decimal digits. */
function roundedParts(value: number, decimals: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = plainDigits(value).split('.');
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const rounded = (fraction[decimals] ?? '0') >= '5' ? kept + 1n : kept;
  const text = rounded.toString().padStart(decimals + 1, '0');
  return { whole: text.slice(0, text.length - decimals), fraction: text.slice(text.length - decimals) };
}

/**
 * `value` with exactly `decimals` decimals and Indian digit groups (`12,34,567.50`); `prefix` goes after the minus
 * sign (`-₹1.01`). A number that is not finite is written as JavaScript writes it.
 */
export function formatIndian(value: number, decimals: number, prefix = ''): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = roundedParts(value, decimals);
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${prefix}${groupIndian(whole)}${decimals > 0 ? `.${fraction}` : ''}`;
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A count (a whole number from 0 to a thousand trillion) in its short form, as
 * `Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })` writes it: `87`, `1.2K`, `10K`, `1M`
 * (a count that rounds up to a thousand of one unit is written in the next).
 */
export function formatCompactCount(count: number): string {
  for (const [index, { size, suffix }] of COMPACT_UNITS.entries()) {
    if (count < size) continue;
    const { whole, fraction } = roundedParts(count / size, 1);
    const larger = COMPACT_UNITS[index - 1];
    if (Number(whole) >= 1000 && larger) return formatCompactCount(larger.size);
    return `${whole}${fraction === '0' ? '' : `.${fraction}`}${suffix}`;
  }
  return roundedParts(count, 0).whole;
}
