/** What the host serves at `/app-config.json` (generated from the environment when served). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** `admin` (the staff remote, mf-admin) is optional: a config from before it existed stays valid. */
  remotes: Record<'catalog' | 'booking' | 'account', string> & { admin?: string };
}

declare global {
  interface Window {
    /** The same config, inlined into the page by the app's server (build-config/serve.js). */
    __REELTIME_CONFIG__?: unknown;
  }
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
  return (
    typeof candidate?.apiBaseUrl === 'string' && typeof candidate.remotes === 'object' && candidate.remotes !== null
  );
}

/**
 * The config inlined into the page, when the server put a valid one there: it saves the
 * `/app-config.json` round-trip before anything else can start.
 */
function inlinedConfig(): RuntimeConfig | null {
  const inlined = typeof window === 'undefined' ? undefined : window.__REELTIME_CONFIG__;
  return isRuntimeConfig(inlined) ? inlined : null;
}

/**
 * The runtime config: the one inlined into the page if there is one, otherwise fetched from
 * `/app-config.json` (dev server, or a page served without it). A second call reuses the first result.
 */
export async function loadRuntimeConfig(url = '/app-config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  const inlined = inlinedConfig();
  if (inlined) {
    current = inlined;
    return inlined;
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error(`${url} is not a ReelTime runtime config`);
  current = body;
  return body;
}
