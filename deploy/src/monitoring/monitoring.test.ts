import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { startApi, type ApiProcess } from './api-process.js';
import { metricNamesIn, seriesNamesOf } from './promql-names.js';

const monitoringDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'monitoring');
const TOKEN = 'monitoring-test-scrape-token';

function promtool(args: string[], input?: string) {
  const result = spawnSync('promtool', args, { cwd: monitoringDir, input, encoding: 'utf8' });
  if (result.error)
    throw new Error(`promtool could not run (install the Debian package "prometheus"): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every `expr:` of the rules file (single-line or block). */
function ruleExpressions(): string[] {
  const text = readFileSync(path.join(monitoringDir, 'alerts.yml'), 'utf8');
  const expressions: string[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const match = /^(\s*)expr:\s*(.*)$/.exec(lines[index]);
    if (!match) continue;
    if (match[2] !== '|' && match[2] !== '>') {
      expressions.push(match[2]);
      continue;
    }
    const block: string[] = [];
    while (
      index + 1 < lines.length &&
      (lines[index + 1].trim() === '' || lines[index + 1].search(/\S/) > match[1].length)
    )
      block.push(lines[++index].trim());
    expressions.push(block.join(' '));
  }
  return expressions;
}

interface Panel {
  title?: string;
  panels?: Panel[];
  targets?: { expr?: string }[];
}

function dashboard(): { panels: Panel[]; templating: { list: { query?: unknown; definition?: string }[] } } {
  return JSON.parse(readFileSync(path.join(monitoringDir, 'dashboard.json'), 'utf8'));
}

function dashboardExpressions(): string[] {
  const board = dashboard();
  const panels = board.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  return [
    ...panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr ?? '')),
    ...board.templating.list.map((variable) => variable.definition ?? '').filter(Boolean),
  ];
}

describe('monitoring: alert rules, dashboard and a live scrape', () => {
  let api: ApiProcess;
  let exposition: string;

  before(async () => {
    api = await startApi({ METRICS_TOKEN: TOKEN });
    // A few answers, so request histograms have series.
    for (const url of ['/health', '/movies/4242', '/no/such/route']) await fetch(`${api.url}${url}`);
    const scrape = await fetch(api.metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(scrape.status, 200);
    exposition = await scrape.text();
  });

  after(async () => {
    await api?.stop();
  });

  it('the rules pass `promtool check rules` and their unit tests (`promtool test rules`)', () => {
    const checked = promtool(['check', 'rules', 'alerts.yml']);
    assert.equal(checked.status, 0, checked.output);
    assert.match(checked.output, /SUCCESS: 6 rules found/);
    const tested = promtool(['test', 'rules', 'alerts.test.yml']);
    assert.equal(tested.status, 0, tested.output);
  });

  it('a live scrape of the API passes `promtool check metrics`', () => {
    const checked = promtool(['check', 'metrics'], exposition);
    // Exit 1 is an exposition Prometheus cannot parse; 3 is lint findings only. prom-client's own Node gauges
    // `nodejs_active_{handles,requests,resources}_total` are named like counters, which promtool lints; nothing else may be.
    assert.ok(checked.status === 0 || checked.status === 3, checked.output);
    const findings = checked.output.split('\n').filter(Boolean);
    const ownFindings = findings.filter(
      (line) =>
        !/^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/.test(
          line,
        ),
    );
    assert.deepEqual(ownFindings, []);
    assert.match(
      exposition,
      /^reeltime_http_request_duration_seconds_count\{method="GET",route="\/movies\/:id",status_code="404"\} 1$/m,
    );
  });

  it("/metrics is refused without the token, and the API's own port has none", async () => {
    assert.equal((await fetch(api.metricsUrl)).status, 401);
    assert.equal((await fetch(`${api.url}/metrics`)).status, 404);
  });

  it('every metric the rules and the dashboard read is one the API exposes', () => {
    const exposed = seriesNamesOf(exposition);
    const expressions = [...ruleExpressions(), ...dashboardExpressions()];
    assert.ok(expressions.length >= 20, `${expressions.length} expressions found`);
    const read = new Set(expressions.flatMap(metricNamesIn));
    for (const name of [
      'reeltime_http_request_duration_seconds_bucket',
      'reeltime_mail_queue_oldest_age_seconds',
      'reeltime_db_pool_max_connections',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      assert.ok(read.has(name), `${name} is read`);
    }
    const missing = [...read].filter((name) => !exposed.has(name));
    assert.deepEqual(missing, []);
  });

  it('the dashboard is a Grafana dashboard whose panels each read Prometheus', () => {
    const board = dashboard() as ReturnType<typeof dashboard> & { uid: string; title: string };
    assert.equal(board.uid, 'reeltime-api');
    const panels = board.panels.filter((panel) => (panel as { type?: string }).type !== 'row');
    const ids = board.panels.map((panel) => (panel as { id?: number }).id);
    assert.equal(new Set(ids).size, ids.length);
    for (const panel of panels)
      assert.ok((panel.targets ?? []).length > 0 && (panel.targets ?? []).every((target) => target.expr), panel.title);
  });
});
