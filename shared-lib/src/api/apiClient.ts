import axios from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { authStore, expireSession } from '../auth/authStore';

/** The one HTTP client: base URL from the runtime config, bearer token when logged in. */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });

apiClient.interceptors.request.use((request) => {
  request.baseURL ??= getRuntimeConfig().apiBaseUrl;
  const { token } = authStore.get();
  if (token && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${token}`);
  }
  return request;
});

/**
 * The one place a rejected token is handled: a 401 to a call made with the current
 * token ends the session once, however many calls fail together. Screens still get the error
 * (`toApiError` gives it `AUTH_EXPIRED_MESSAGE`) to show in place.
 */
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const { token } = authStore.get();
    const sent = error.config?.headers?.get?.('Authorization');
    if (token && sent === `Bearer ${token}`) expireSession();
  }
  return Promise.reject(error);
});
