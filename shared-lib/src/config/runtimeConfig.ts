/** What the host serves at `/app-config.json` (generated from the environment when served). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<'catalog' | 'booking' | 'account', string>;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The loaded config. Apps load it once at start-up, before their first render. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() before rendering.');
  return current;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const candidate = value as Partial<RuntimeConfig> | null;
  return typeof candidate?.apiBaseUrl === 'string' && typeof candidate.remotes === 'object' && candidate.remotes !== null;
}

/** Fetches and keeps `/app-config.json`; a second call reuses the first result. */
export async function loadRuntimeConfig(url = '/app-config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error(`${url} is not a ReelTime runtime config`);
  current = body;
  return body;
}
