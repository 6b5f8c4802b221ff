import { useStore } from '../state/useStore';
import { authStore, type AuthState } from './authStore';

export function useAuth(): AuthState & { isLoggedIn: boolean } {
  const state = useStore(authStore);
  return { ...state, isLoggedIn: state.token !== null };
}
