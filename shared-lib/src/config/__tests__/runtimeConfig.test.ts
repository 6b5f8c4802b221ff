import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type * as RuntimeConfigModule from '../runtimeConfig';

const CONFIG_URL = 'http://shell.test/app-config.json';
const config = {
  apiBaseUrl: 'http://api.example',
  remotes: {
    catalog: 'http://catalog.example/mf-manifest.json',
    booking: 'http://booking.example/mf-manifest.json',
    account: 'http://account.example/mf-manifest.json',
  },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.__REELTIME_CONFIG__;
});
afterAll(() => server.close());

/** The module keeps the loaded config, so every test gets a fresh copy. */
async function freshModule(): Promise<typeof RuntimeConfigModule> {
  let loaded: typeof RuntimeConfigModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../runtimeConfig');
  });
  return loaded!;
}

function serveConfig(body: unknown, init?: ResponseInit) {
  let calls = 0;
  server.use(
    http.get(CONFIG_URL, () => {
      calls += 1;
      return HttpResponse.json(body as object, init);
    }),
  );
  return () => calls;
}

describe('runtime config', () => {
  it('throws a helpful error when read before it is loaded', async () => {
    const { getRuntimeConfig } = await freshModule();
    expect(() => getRuntimeConfig()).toThrow(/call loadRuntimeConfig\(\) before rendering/);
  });

  it('fetches the config and makes it available to getRuntimeConfig', async () => {
    serveConfig(config);
    const { loadRuntimeConfig, getRuntimeConfig } = await freshModule();

    await expect(loadRuntimeConfig(CONFIG_URL)).resolves.toEqual(config);
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('loads /app-config.json from the page origin by default', async () => {
    const defaultUrl = new URL('/app-config.json', window.location.href).toString();
    server.use(http.get(defaultUrl, () => HttpResponse.json(config)));
    const { loadRuntimeConfig } = await freshModule();

    await expect(loadRuntimeConfig()).resolves.toEqual(config);
  });

  it('fetches only once: a second call reuses the first result', async () => {
    const calls = serveConfig(config);
    const { loadRuntimeConfig } = await freshModule();

    const first = await loadRuntimeConfig(CONFIG_URL);
    const second = await loadRuntimeConfig(CONFIG_URL);

    expect(second).toBe(first);
    expect(calls()).toBe(1);
  });

  it('rejects on an HTTP error and stays unloaded', async () => {
    serveConfig({ error: 'nope' }, { status: 503 });
    const { loadRuntimeConfig, getRuntimeConfig } = await freshModule();

    await expect(loadRuntimeConfig(CONFIG_URL)).rejects.toThrow(`Could not load ${CONFIG_URL}: HTTP 503`);
    expect(() => getRuntimeConfig()).toThrow();
  });

  it.each([
    ['no apiBaseUrl', { remotes: config.remotes }],
    ['a non-string apiBaseUrl', { apiBaseUrl: 8080, remotes: config.remotes }],
    ['no remotes', { apiBaseUrl: config.apiBaseUrl }],
    ['null remotes', { apiBaseUrl: config.apiBaseUrl, remotes: null }],
    ['null', null],
  ])('rejects a body with %s', async (_label, body) => {
    serveConfig(body);
    const { loadRuntimeConfig, getRuntimeConfig } = await freshModule();

    await expect(loadRuntimeConfig(CONFIG_URL)).rejects.toThrow(`${CONFIG_URL} is not a ReelTime runtime config`);
    expect(() => getRuntimeConfig()).toThrow();
  });

  it('can retry after a failure', async () => {
    serveConfig({}, { status: 500 });
    const { loadRuntimeConfig } = await freshModule();
    await expect(loadRuntimeConfig(CONFIG_URL)).rejects.toThrow();

    serveConfig(config);
    await expect(loadRuntimeConfig(CONFIG_URL)).resolves.toEqual(config);
  });

  it('setRuntimeConfig supplies the config without any fetch', async () => {
    const calls = serveConfig(config);
    const { setRuntimeConfig, getRuntimeConfig, loadRuntimeConfig } = await freshModule();
    const local = { ...config, apiBaseUrl: 'http://local.example' };

    setRuntimeConfig(local);

    expect(getRuntimeConfig()).toBe(local);
    await expect(loadRuntimeConfig(CONFIG_URL)).resolves.toBe(local);
    expect(calls()).toBe(0);
  });

  it('uses the config the server inlined into the page, without fetching', async () => {
    const calls = serveConfig(config);
    window.__REELTIME_CONFIG__ = { ...config, apiBaseUrl: 'http://inlined.example' };
    const { loadRuntimeConfig, getRuntimeConfig } = await freshModule();

    await expect(loadRuntimeConfig(CONFIG_URL)).resolves.toEqual({ ...config, apiBaseUrl: 'http://inlined.example' });
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://inlined.example');
    expect(calls()).toBe(0);
  });

  it('fetches the config when the inlined one is not a ReelTime runtime config', async () => {
    const calls = serveConfig(config);
    window.__REELTIME_CONFIG__ = { apiBaseUrl: 42 };
    const { loadRuntimeConfig } = await freshModule();

    await expect(loadRuntimeConfig(CONFIG_URL)).resolves.toEqual(config);
    expect(calls()).toBe(1);
  });
});
