import { createStore } from '../state/createStore';
import { eventBus } from '../events/eventBus';
import type { AuthTab } from '../events/appEvents';
import { readStoredToken, writeStoredToken } from './tokenStorage';

export type UserStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AuthState {
  token: string | null;
  userName: string | null;
  userStatus: UserStatus;
}

export const authStore = createStore<AuthState>({
  token: readStoredToken(),
  userName: null,
  userStatus: 'idle',
});

/** Logs in: keeps the token (memory and localStorage `JWT_TOKEN`) and tells the other apps. */
export function setToken(token: string): void {
  writeStoredToken(token);
  authStore.set({ token, userName: null, userStatus: 'idle' });
  eventBus.emit({ type: 'auth:logged-in' });
}

export function setUserName(userName: string): void {
  authStore.set({ userName, userStatus: 'loaded' });
}

export function setUserStatus(userStatus: UserStatus): void {
  authStore.set({ userStatus });
}

/** Clears the session everywhere; listeners reset their own state on `auth:logged-out`. */
export function clearSession(): void {
  writeStoredToken(null);
  authStore.set({ token: null, userName: null, userStatus: 'idle' });
  eventBus.emit({ type: 'auth:logged-out' });
}

export function isLoggedIn(): boolean {
  return authStore.get().token !== null;
}

export function openAuthModal(tab: AuthTab = 'login'): void {
  eventBus.emit({ type: 'auth:open-modal', tab });
}
