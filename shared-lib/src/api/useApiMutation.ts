import { useCallback, useEffect, useRef, useState } from 'react';
import { authStore } from '../auth/authStore';
import { toast } from '../toast/toast';
import { toApiError, type ApiError } from './apiError';
import { refreshQuery } from './query';
import type { QueryKey } from './queryCache';

/** How a write went: its answer, or the failure (already told to the user unless the options said otherwise). */
export type MutationOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiMutationOptions<Args extends unknown[], T> {
  /** The toast after success: a text, or one made from the answer (undefined: no toast). */
  success?: string | ((data: T, ...args: Args) => string | undefined);
  /**
   * The toast after a failure: the text shown when the API sent no message of its own, or one made from the
   * failure (undefined: no toast), or `false` when the screen shows `error` itself (e.g. in its dialog). A 401 to a
   * write sent in a session is never toasted here: the API client ends the session and says so. A 401 without one
   * (a sign-in refused) is a failure like any other.
   */
  error?: string | false | ((error: ApiError, ...args: Args) => string | undefined);
  /** The queries asked again once the write succeeded (null keys, e.g. a logged-out user's, are skipped). */
  refresh?: readonly (QueryKey | null)[] | ((data: T, ...args: Args) => readonly (QueryKey | null)[]);
  /** Runs after success, before `refresh`: e.g. writes the answer into the cache with `updateQuery`. */
  onSuccess?: (data: T, ...args: Args) => void | Promise<void>;
  /** Runs after a failure, before `busy` ends: e.g. shows the fresh state that refused the write. */
  onError?: (error: ApiError, ...args: Args) => void | Promise<void>;
  /**
   * `busy` stays true after a success (or after the successes the function picks): for a write whose success
   * leaves the screen (a navigation, the next step), so its control is not offered again in between.
   */
  keepBusyOnSuccess?: boolean | ((data: T, ...args: Args) => boolean);
}

export interface ApiMutation<Args extends unknown[], T> {
  /** Sends the write; resolves with how it went, never rejects. */
  run: (...args: Args) => Promise<MutationOutcome<T>>;
  /** True while a write is in flight. */
  busy: boolean;
  /** The last write's failure, until the next write starts or `reset`. */
  error: ApiError | null;
  /** Forgets the last failure (e.g. once the form it was about has changed). */
  reset: () => void;
}

const DEFAULT_ERROR = 'Something went wrong. Please try again.';

function failureMessage<Args extends unknown[]>(
  error: ApiError,
  option: ApiMutationOptions<Args, unknown>['error'],
  args: Args,
): string | undefined {
  if (option === false) return undefined;
  if (typeof option === 'function') return option(error, ...args);
  return error.message || option || DEFAULT_ERROR;
}

/**
 * Every write of every screen goes through here (the counterpart of `useApiQuery`): `write` calls the API client,
 * `busy` and `error` follow it, the success or failure is toasted, and the queries that show what changed are
 * fetched again. A cancelled request is no failure to tell.
 */
export function useApiMutation<Args extends unknown[], T>(
  write: (...args: Args) => Promise<T>,
  options: ApiMutationOptions<Args, T> = {},
): ApiMutation<Args, T> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef({ write, options });
  latest.current = { write, options };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<MutationOutcome<T>> => {
    const { write: send, options: current } = latest.current;
    const inSession = authStore.get().token !== null;
    let keepBusy = false;
    setBusy(true);
    setError(null);
    try {
      const data = await send(...args);
      await current.onSuccess?.(data, ...args);
      const keys = typeof current.refresh === 'function' ? current.refresh(data, ...args) : (current.refresh ?? []);
      await Promise.all(keys.map((key) => refreshQuery(key)));
      const message = typeof current.success === 'function' ? current.success(data, ...args) : current.success;
      if (message) toast.success(message);
      const keep = current.keepBusyOnSuccess;
      keepBusy = typeof keep === 'function' ? keep(data, ...args) : keep === true;
      return { ok: true, data };
    } catch (failure) {
      const apiError = toApiError(failure);
      if (mounted.current) setError(apiError);
      if (!apiError.cancelled && !(apiError.status === 401 && inSession)) {
        const message = failureMessage(apiError, current.error as ApiMutationOptions<Args, unknown>['error'], args);
        if (message) toast.error(message);
      }
      await current.onError?.(apiError, ...args);
      return { ok: false, error: apiError };
    } finally {
      if (mounted.current && !keepBusy) setBusy(false);
    }
  }, []);

  const reset = useCallback(() => setError(null), []);

  return { run, busy, error, reset };
}
