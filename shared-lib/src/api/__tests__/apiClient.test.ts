import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authStore, clearSession, setToken } from '../../auth/authStore';
import type { AppEvent } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { setRuntimeConfig } from '../../config/runtimeConfig';
import { apiUrl, applyTestRuntimeConfig, TEST_API_BASE_URL } from '../../testing/testRuntime';
import { apiClient } from '../apiClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  applyTestRuntimeConfig();
  clearSession();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function echoHeaders(url: string) {
  server.use(
    http.get(url, ({ request }) =>
      HttpResponse.json({ authorization: request.headers.get('Authorization'), accept: request.headers.get('Accept') }),
    ),
  );
}

describe('apiClient', () => {
  it('sends relative paths to the API base URL from the runtime config', async () => {
    server.use(http.get(apiUrl('/movies/recent'), () => HttpResponse.json([{ id: 1 }])));

    const response = await apiClient.get('/movies/recent');

    expect(response.status).toBe(200);
    expect(response.data).toEqual([{ id: 1 }]);
    expect(response.config.baseURL).toBe(TEST_API_BASE_URL);
  });

  it('reads the base URL at request time, so a later config applies', async () => {
    setRuntimeConfig({
      apiBaseUrl: 'http://other-api.test',
      remotes: { catalog: 'c', booking: 'b', account: 'a' },
    });
    server.use(http.get('http://other-api.test/health', () => HttpResponse.json({ ok: true })));

    await expect(apiClient.get('/health')).resolves.toMatchObject({ data: { ok: true } });
  });

  it('asks for JSON and sends no Authorization header when logged out', async () => {
    echoHeaders(apiUrl('/echo'));

    const { data } = await apiClient.get('/echo');

    expect(data).toEqual({ authorization: null, accept: 'application/json' });
  });

  it('sends the bearer token when logged in', async () => {
    echoHeaders(apiUrl('/echo'));
    setToken('jwt-123');

    const { data } = await apiClient.get('/echo');

    expect(data.authorization).toBe('Bearer jwt-123');
  });

  it('stops sending the token after logout', async () => {
    echoHeaders(apiUrl('/echo'));
    setToken('jwt-123');
    clearSession();

    const { data } = await apiClient.get('/echo');

    expect(data.authorization).toBeNull();
  });

  it('keeps an Authorization header the caller set explicitly', async () => {
    echoHeaders(apiUrl('/echo'));
    setToken('jwt-123');

    const { data } = await apiClient.get('/echo', { headers: { Authorization: 'Bearer other' } });

    expect(data.authorization).toBe('Bearer other');
  });

  it('rejects on an error status', async () => {
    server.use(http.get(apiUrl('/missing'), () => HttpResponse.json({ message: 'Not here' }, { status: 404 })));

    await expect(apiClient.get('/missing')).rejects.toMatchObject({ response: { status: 404 } });
  });

  describe('a 401 (the one place it is handled)', () => {
    function toastsDuring(run: () => Promise<unknown>) {
      const toasts: AppEvent[] = [];
      const subscription = eventBus.on('toast:show').subscribe((event) => toasts.push(event));
      return run()
        .finally(() => subscription.unsubscribe())
        .then(
          () => toasts,
          () => toasts,
        );
    }

    it('to calls made with the current token logs out once, with one toast, however many fail together', async () => {
      server.use(
        http.get(apiUrl('/api/user/profile'), () =>
          HttpResponse.json({ message: 'Authentication expired. Please login again.' }, { status: 401 }),
        ),
      );
      setToken('stale');

      const toasts = await toastsDuring(() =>
        Promise.all([apiClient.get('/api/user/profile'), apiClient.get('/api/user/profile')]),
      );

      expect(authStore.get().token).toBeNull();
      expect(window.localStorage.getItem('JWT_TOKEN')).toBeNull();
      expect(toasts).toEqual([
        { type: 'toast:show', variant: 'error', message: 'Session expired. Please login again.' },
      ]);
    });

    it('still reaches the caller, to show in place', async () => {
      server.use(
        http.get(apiUrl('/api/user/profile'), () =>
          HttpResponse.json({ message: 'Authentication expired. Please login again.' }, { status: 401 }),
        ),
      );
      setToken('stale');

      await expect(apiClient.get('/api/user/profile')).rejects.toMatchObject({ response: { status: 401 } });
    });

    it('leaves a newer session alone (an answer to the previous token arriving late)', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived!: () => void;
      const sent = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      server.use(
        http.get(apiUrl('/api/user/profile'), async () => {
          arrived();
          await released;
          return HttpResponse.json({}, { status: 401 });
        }),
      );
      setToken('old');
      const late = apiClient.get('/api/user/profile').catch(() => undefined);
      await sent;
      setToken('new');
      release();
      await late;

      expect(authStore.get().token).toBe('new');
    });

    it('does nothing to anonymous visitors (a wrong password answers 401 too)', async () => {
      server.use(
        http.post(apiUrl('/api/auth/login'), () =>
          HttpResponse.json({ error: 'Invalid credentials' }, { status: 401 }),
        ),
      );

      const toasts = await toastsDuring(() => apiClient.post('/api/auth/login', {}));

      expect(toasts).toEqual([]);
    });
  });
});
