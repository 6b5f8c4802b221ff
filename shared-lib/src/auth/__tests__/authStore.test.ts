import { act, renderHook } from '@testing-library/react';
import type { AppEvent } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import type * as AuthStoreModule from '../authStore';
import { authStore, clearSession, expireSession, isLoggedIn, openAuthModal, setToken } from '../authStore';
import { TOKEN_STORAGE_KEY } from '../tokenStorage';
import { useAuth } from '../useAuth';

function recordEvents() {
  const events: AppEvent[] = [];
  const subscription = eventBus.all().subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

async function freshAuthStore(): Promise<typeof AuthStoreModule> {
  let loaded: typeof AuthStoreModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../authStore');
  });
  return loaded!;
}

beforeEach(() => clearSession());

describe('auth store', () => {
  it('stores the token under JWT_TOKEN', () => {
    expect(TOKEN_STORAGE_KEY).toBe('JWT_TOKEN');
  });

  it('reads a saved token at start-up', async () => {
    window.localStorage.setItem('JWT_TOKEN', 'saved-token');
    const fresh = await freshAuthStore();

    expect(fresh.authStore.get()).toEqual({ token: 'saved-token' });
    expect(fresh.isLoggedIn()).toBe(true);
  });

  it('starts logged out when nothing is saved', async () => {
    const fresh = await freshAuthStore();
    expect(fresh.authStore.get().token).toBeNull();
    expect(fresh.isLoggedIn()).toBe(false);
  });

  it('starts logged out when storage cannot be read', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      const fresh = await freshAuthStore();
      expect(fresh.authStore.get().token).toBeNull();
    } finally {
      getItem.mockRestore();
    }
  });

  it('setToken logs in: keeps the token in memory and storage and announces it', () => {
    const { events, stop } = recordEvents();
    setToken('abc.def.ghi');
    stop();

    expect(authStore.get()).toEqual({ token: 'abc.def.ghi' });
    expect(window.localStorage.getItem('JWT_TOKEN')).toBe('abc.def.ghi');
    expect(isLoggedIn()).toBe(true);
    expect(events).toEqual([{ type: 'auth:logged-in' }]);
  });

  it('setToken still logs in when storage is unavailable', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => setToken('memory-only')).not.toThrow();
      expect(isLoggedIn()).toBe(true);
    } finally {
      setItem.mockRestore();
    }
  });

  it('clearSession empties memory and storage and emits auth:logged-out', () => {
    setToken('abc');
    const { events, stop } = recordEvents();
    clearSession();
    stop();

    expect(authStore.get()).toEqual({ token: null });
    expect(window.localStorage.getItem('JWT_TOKEN')).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(events).toEqual([{ type: 'auth:logged-out' }]);
  });

  it('expireSession logs out once and toasts "Session expired. Please login again."', () => {
    setToken('abc');
    const { events, stop } = recordEvents();
    expireSession();
    expireSession();
    stop();

    expect(authStore.get()).toEqual({ token: null });
    expect(events).toEqual([
      { type: 'auth:logged-out' },
      { type: 'toast:show', variant: 'error', message: 'Session expired. Please login again.' },
    ]);
  });

  it('openAuthModal asks the host to open the login tab by default', () => {
    const { events, stop } = recordEvents();
    openAuthModal();
    openAuthModal('signup');
    stop();

    expect(events).toEqual([
      { type: 'auth:open-modal', tab: 'login' },
      { type: 'auth:open-modal', tab: 'signup' },
    ]);
  });
});

describe('useAuth', () => {
  it('follows login and logout', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current).toEqual({ token: null, isLoggedIn: false });

    act(() => setToken('tok'));
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.token).toBe('tok');

    act(() => clearSession());
    expect(result.current).toEqual({ token: null, isLoggedIn: false });
  });
});
