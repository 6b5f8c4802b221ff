import { createStore, type Store } from '../state/createStore';
import { eventBus } from '../events/eventBus';
import type { AuthTab } from '../events/appEvents';
import { clearUserQueries } from '../api/queryCache';
import { toast } from '../toast/toast';
import { readStoredToken, writeStoredToken } from './tokenStorage';

/** What a screen shows where a call failed because the session ended. */
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please login again.';

/** The auth state. The user's name is server data: see `useUserName`. */
export interface AuthState {
  token: string | null;
}

export const authStore: Store<AuthState> = createStore<AuthState>({ token: readStoredToken() });

/** Logs in: keeps the token (memory and localStorage `JWT_TOKEN`) and tells the other apps. */
export function setToken(token: string): void {
  writeStoredToken(token);
  authStore.set({ token });
  eventBus.emit({ type: 'auth:logged-in' });
}

/** Clears the session everywhere: the token, then every cached answer about the user (see `clearUserQueries`). */
export function clearSession(): void {
  writeStoredToken(null);
  authStore.set({ token: null });
  clearUserQueries();
  eventBus.emit({ type: 'auth:logged-out' });
}

/** The server no longer accepts the token: log out and say so, once. */
export function expireSession(): void {
  if (!authStore.get().token) return;
  clearSession();
  toast.error('Session expired. Please login again.');
}

export function isLoggedIn(): boolean {
  return authStore.get().token !== null;
}

export function openAuthModal(tab: AuthTab = 'login'): void {
  eventBus.emit({ type: 'auth:open-modal', tab });
}
