/** Every event that crosses an app boundary. Adding one is a shared-lib change. */
export type AuthTab = 'login' | 'signup' | 'otplogin' | 'resetpassword';
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export type AppEvent =
  | { type: 'auth:open-modal'; tab?: AuthTab }
  | { type: 'auth:logged-in' }
  | { type: 'auth:logged-out' }
  | { type: 'toast:show'; variant: ToastVariant; message: string; key?: string }
  | { type: 'toast:dismiss'; key: string }
  | { type: 'search:open' }
  | { type: 'search:close' }
  /** Asks the header to open its city picker (e.g. "Notify me" before a city is chosen). */
  | { type: 'city:choose' }
  /**
   * The customer is likely to open the page at `path` next: the shell fetches its code ahead (once per visit), at
   * once, or with `when: 'idle'` once the current page is in use and the browser is idle (the page's likely next
   * step, fetched while the customer reads).
   */
  | { type: 'page:prefetch'; path: string; when?: 'idle' };

export type AppEventType = AppEvent['type'];
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;
