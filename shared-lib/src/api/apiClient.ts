import axios from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { authStore } from '../auth/authStore';

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
