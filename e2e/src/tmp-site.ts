import fs from 'node:fs';
import { startSite } from './harness/site.js';
import { untilServerWarm } from './harness/untilServerWarm.js';
const site = await startSite();
await untilServerWarm(site.shellUrl);
fs.writeFileSync('/tmp/site.json', JSON.stringify(site));
console.log(site.shellUrl, site.apiUrl);
await new Promise((r) => setTimeout(r, Number(process.argv[2] ?? 1800) * 1000));
await site.stop();
