/**
 * `npm run bench:lighthouse -w e2e`: Lighthouse 13 mobile on chosen customer routes, each reached as a customer
 * reaches it (lighthouseRoutes.ts: seat selection and payment through a real booking, account pages logged in),
 * with the diagnostics that explain each score (lighthouseDiagnostics.ts).
 *
 * Flags: `--only=<pattern>[,<pattern>…]` measures the routes whose path matches one of the regular expressions
 * (`^/movies/\d+$` for the movie page, `seat-selection`, `/payment`, `/no-such-page`…; every route without it); `--runs=N` runs each N times (3 by
 * default) and prints the median; `--no-diagnostics` prints the figures only. Starts the site as `npm start` does
 * (building what is stale).
 */
import { startSite } from '../harness/site.js';
import { printDiagnostics } from './lighthouseDiagnostics.js';
import { allLighthouseRoutes, LIGHTHOUSE_SITE_ENV } from './lighthouseRoutes.js';
import { lighthouseMobile, type LighthouseRun } from './lighthouseRuns.js';
import { buildStaleFrontEnds } from '../harness/builds.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(option('runs') ?? 3);
  const only = option('only')
    ?.split(',')
    .filter(Boolean)
    .map((pattern) => new RegExp(pattern));
  await buildStaleFrontEnds();
  const site = await startSite(LIGHTHOUSE_SITE_ENV);
  try {
    const routes = (await allLighthouseRoutes(site.shellUrl, site.apiUrl)).filter(
      ({ route }) => !only || only.some((pattern) => pattern.test(route)),
    );
    console.log(`Lighthouse 13 mobile (simulated throttling), median of ${runs}:`);
    console.log(
      `  ${'route'.padEnd(26)} ${'score'.padStart(6)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)}   runs`,
    );
    for (const { route, prepare } of routes) {
      const results: LighthouseRun[] = [];
      try {
        for (let run = 0; run < runs; run += 1)
          results.push(await lighthouseMobile(`${site.shellUrl}${route}`, prepare));
      } catch (error) {
        // Lighthouse refuses a page answered with an error status (the 404 page): say so and go on with the others.
        console.log(`  ${route.padEnd(26)} not measured: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const pick = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls') => median(results.map((result) => result[key]));
      console.log(
        `  ${route.padEnd(26)} ${pick('score').toFixed(2).padStart(6)} ${pick('lcpMs').toFixed(0).padStart(8)} ${pick('tbtMs').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(6)}   ${results.map((result) => result.score.toFixed(2)).join(' / ')}`,
      );
      // The diagnostics of the run whose score is the median.
      const typical = results.find((result) => result.score === pick('score')) ?? results[0]!;
      if (!args.includes('--no-diagnostics')) printDiagnostics(typical.report);
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
