/** PromQL words that are not metric names (operators and modifiers; functions are recognised by their `(`). */
const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads, e.g. `reeltime_http_request_duration_seconds_bucket`. */
export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/label_values\(\s*([^,)]*?)\s*,[^)]*\)/g, '$1') // a Grafana variable's query: its metric
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values and strings
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // range and subquery durations
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '') // label lists
    .replace(/\$\w+|\$\{[^}]*\}/g, ''); // dashboard variables
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][\w:]*(?=\s*(\(?))/g)) {
    const [word, call] = [match[0], match[1]];
    if (call === '(' || KEYWORDS.has(word.toLowerCase())) continue;
    names.add(word);
  }
  return [...names].sort();
}

/**
 * Every series name a scrape can hold, from its `# TYPE` lines: a histogram `h` is read as `h_bucket`, `h_count` and
 * `h_sum`, a summary as `s`, `s_count` and `s_sum`; a metric with no samples yet is still listed.
 */
export function seriesNamesOf(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
    else if (type === 'summary') for (const suffix of ['', '_count', '_sum']) names.add(`${name}${suffix}`);
    else names.add(name);
  }
  return names;
}
