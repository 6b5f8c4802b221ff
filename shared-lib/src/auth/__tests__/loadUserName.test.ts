import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AppEventOf } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { apiUrl, applyTestRuntimeConfig } from '../../testing';
import { authStore, clearSession, setToken } from '../authStore';
import { AUTH_EXPIRED_MESSAGE, loadUserName } from '../loadUserName';

const server = setupServer();
const profileUrl = apiUrl('/api/user/profile');
let toasts: AppEventOf<'toast:show'>[] = [];
let stopToasts: () => void;

beforeAll(() => {
  applyTestRuntimeConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  clearSession();
  toasts = [];
  const subscription = eventBus.on('toast:show').subscribe((event) => toasts.push(event));
  stopToasts = () => subscription.unsubscribe();
});
afterEach(() => {
  stopToasts();
  server.resetHandlers();
});
afterAll(() => server.close());

const profile = { username: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', gender: 'Female' };

describe('loadUserName', () => {
  it('exports the SPEC text for an expired session', () => {
    expect(AUTH_EXPIRED_MESSAGE).toBe('Authentication expired. Please login again.');
  });

  it('does nothing when logged out', async () => {
    const seen = jest.fn();
    server.use(http.get(profileUrl, () => {
      seen();
      return HttpResponse.json(profile);
    }));

    await loadUserName();

    expect(seen).not.toHaveBeenCalled();
    expect(authStore.get().userStatus).toBe('idle');
  });

  it('fetches the profile with the bearer token and sets the user name', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(profileUrl, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(profile);
      }),
    );
    setToken('tok-1');

    const pending = loadUserName();
    expect(authStore.get().userStatus).toBe('loading');
    await pending;

    expect(authorization).toBe('Bearer tok-1');
    expect(authStore.get()).toMatchObject({ token: 'tok-1', userName: 'Asha Rao', userStatus: 'loaded' });
    expect(toasts).toEqual([]);
  });

  it('on 401 clears the session and toasts "Session expired. Please login again."', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.json({ error: 'Unauthorized', message: 'Token expired' }, { status: 401 })));
    setToken('stale');
    const loggedOut = jest.fn();
    const subscription = eventBus.on('auth:logged-out').subscribe(loggedOut);

    await loadUserName();
    subscription.unsubscribe();

    expect(authStore.get()).toEqual({ token: null, userName: null, userStatus: 'idle' });
    expect(window.localStorage.getItem('JWT_TOKEN')).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ type: 'toast:show', variant: 'error', message: 'Session expired. Please login again.' }]);
  });

  it('on another failure keeps the session, marks it failed and toasts the server message', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.json({ error: 'Internal', message: 'Profile service is down' }, { status: 500 })));
    setToken('tok');

    await loadUserName();

    expect(authStore.get()).toEqual({ token: 'tok', userName: null, userStatus: 'failed' });
    expect(toasts).toEqual([{ type: 'toast:show', variant: 'error', message: 'Profile service is down' }]);
  });

  it('falls back to "Failed to fetch username" without a server message', async () => {
    server.use(http.get(profileUrl, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    setToken('tok');

    await loadUserName();

    expect(authStore.get().userStatus).toBe('failed');
    expect(toasts.map((event) => event.message)).toEqual(['Failed to fetch username']);
  });

  it('falls back to "Failed to fetch username" when the network fails', async () => {
    server.use(http.get(profileUrl, () => HttpResponse.error()));
    setToken('tok');

    await loadUserName();

    expect(authStore.get()).toMatchObject({ token: 'tok', userStatus: 'failed' });
    expect(toasts.map((event) => event.message)).toEqual(['Failed to fetch username']);
  });

  it('can be retried after a failure', async () => {
    server.use(
      http.get(profileUrl, () => HttpResponse.json({}, { status: 500 }), { once: true }),
      http.get(profileUrl, () => HttpResponse.json(profile)),
    );
    setToken('tok');
    await loadUserName();
    expect(authStore.get().userStatus).toBe('failed');

    await loadUserName();
    expect(authStore.get()).toMatchObject({ userName: 'Asha Rao', userStatus: 'loaded' });
  });
});
