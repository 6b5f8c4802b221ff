import { startApiProcess } from '../harness/api.js';
import { freePort } from '../harness/processes.js';

export interface ApiProcess {
  url: string;
  metricsUrl: string;
  stop(): Promise<void>;
}

/** The API as `npm run dev` starts it (PGlite in a temporary folder, no demo data), with /metrics on a port of its own. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const metricsPort = await freePort();
  const api = await startApiProcess('monitoring-api', await freePort(), {
    DEMO_DATA: 'false',
    METRICS_PORT: String(metricsPort),
    ...env,
  });
  return {
    url: api.url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    stop: async () => void (await api.stop()),
  };
}
