import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { clearSession, setToken } from '../../auth/authStore';
import type { AppEvent } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { apiUrl, applyTestRuntimeConfig } from '../../testing';
import { apiClient } from '../apiClient';
import { useApiQuery } from '../query';
import { useApiMutation } from '../useApiMutation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  applyTestRuntimeConfig();
  clearSession();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const freshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

function recordToasts() {
  const toasts: AppEvent[] = [];
  const subscription = eventBus.on('toast:show').subscribe((event) => toasts.push(event));
  return { toasts, stop: () => subscription.unsubscribe() };
}

const rename = (name: string) => apiClient.put<{ name: string }>('/api/things/1', { name }).then(({ data }) => data);

describe('useApiMutation', () => {
  it('is busy while the write is in flight, toasts the success and fetches the given queries again', async () => {
    let stored = 'Old';
    let release: () => void = () => undefined;
    server.use(
      http.get(apiUrl('/api/things/1'), () => HttpResponse.json({ name: stored })),
      http.put(apiUrl('/api/things/1'), async ({ request }) => {
        await new Promise<void>((resolve) => (release = resolve));
        stored = ((await request.json()) as { name: string }).name;
        return HttpResponse.json({ name: stored });
      }),
    );
    const { toasts, stop } = recordToasts();
    const { result } = renderHook(() => ({
      thing: useApiQuery('/api/things/1', async () => (await apiClient.get<{ name: string }>('/api/things/1')).data),
      save: useApiMutation(rename, { success: (saved) => `Renamed to ${saved.name}`, refresh: ['/api/things/1'] }),
    }));
    await waitFor(() => expect(result.current.thing.data).toEqual({ name: 'Old' }));

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.save.run('New');
    });
    await waitFor(() => expect(result.current.save.busy).toBe(true));
    release();
    await act(async () => {
      await expect(outcome).resolves.toEqual({ ok: true, data: { name: 'New' } });
    });

    expect(result.current.save.busy).toBe(false);
    expect(result.current.thing.data).toEqual({ name: 'New' });
    expect(toasts).toEqual([{ type: 'toast:show', variant: 'success', message: 'Renamed to New' }]);
    stop();
  });

  it.each([
    [
      'the API’s own message',
      { error: 'name is taken', message: 'That name is taken' },
      'Could not rename',
      'That name is taken',
    ],
    ['the fallback when the API says nothing', {}, 'Could not rename', 'Could not rename'],
  ])('toasts %s on a failure and keeps the failure as its error', async (_case, body, fallback, shown) => {
    server.use(http.put(apiUrl('/api/things/1'), () => HttpResponse.json(body, { status: 409 })));
    const { toasts, stop } = recordToasts();
    const { result } = renderHook(() => useApiMutation(rename, { error: fallback }), { wrapper: freshCache });

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run('Taken');
    });

    expect(outcome).toEqual({ ok: false, error: expect.objectContaining({ status: 409 }) });
    expect(result.current.error?.status).toBe(409);
    expect(toasts).toEqual([{ type: 'toast:show', variant: 'error', message: shown }]);
    stop();
  });

  it('leaves a 401 to the API client: the session ends with its one toast, none from the write', async () => {
    server.use(
      http.put(apiUrl('/api/things/1'), () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'expired' }, { status: 401 }),
      ),
    );
    setToken('expired-token');
    const { toasts, stop } = recordToasts();
    const { result } = renderHook(() => useApiMutation(rename, { error: 'Could not rename' }), { wrapper: freshCache });

    await act(async () => {
      await result.current.run('Late');
    });

    expect(toasts).toEqual([{ type: 'toast:show', variant: 'error', message: 'Session expired. Please login again.' }]);
    stop();
  });

  it('toasts a 401 sent without a session (a refused sign-in) with the API’s message', async () => {
    server.use(
      http.put(apiUrl('/api/things/1'), () =>
        HttpResponse.json(
          { error: 'Unauthorized', message: 'Invalid email/mobile number or password' },
          { status: 401 },
        ),
      ),
    );
    const { toasts, stop } = recordToasts();
    const { result } = renderHook(() => useApiMutation(rename, { error: 'Login failed' }), { wrapper: freshCache });

    await act(async () => {
      await result.current.run('Someone');
    });

    expect(result.current.error).toEqual({
      status: 401,
      message: 'Invalid email/mobile number or password',
      cancelled: false,
    });
    expect(toasts).toEqual([
      { type: 'toast:show', variant: 'error', message: 'Invalid email/mobile number or password' },
    ]);
    stop();
  });

  it.each([
    [
      'the failure message function says the form shows it',
      (failure: { status: number }) => (failure.status === 400 ? undefined : 'Could not rename'),
    ],
    ['the screen shows the error itself', false as const],
  ])('shows no toast when %s', async (_case, error) => {
    server.use(
      http.put(apiUrl('/api/things/1'), () =>
        HttpResponse.json({ error: 'Bad Request', message: 'name is too long' }, { status: 400 }),
      ),
    );
    const { toasts, stop } = recordToasts();
    const { result } = renderHook(() => useApiMutation(rename, { error }), { wrapper: freshCache });

    await act(async () => {
      await result.current.run('x'.repeat(300));
    });

    expect(result.current.error).toEqual({ status: 400, message: 'name is too long', cancelled: false });
    expect(toasts).toEqual([]);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
    stop();
  });

  it('runs the failure step before busy ends, and keeps busy after a success that leaves the screen', async () => {
    let refuse = true;
    server.use(
      http.put(apiUrl('/api/things/1'), () =>
        refuse
          ? HttpResponse.json({ error: 'Conflict', message: 'Taken meanwhile' }, { status: 409 })
          : HttpResponse.json({ name: 'New' }),
      ),
    );
    const failures: number[] = [];
    let finishFailureStep: () => void = () => undefined;
    const { result } = renderHook(
      () =>
        useApiMutation(rename, {
          keepBusyOnSuccess: true,
          error: false,
          onError: (failure) =>
            new Promise<void>((resolve) => {
              failures.push(failure.status);
              finishFailureStep = resolve;
            }),
        }),
      { wrapper: freshCache },
    );

    let refused: Promise<unknown> = Promise.resolve();
    act(() => {
      refused = result.current.run('New');
    });
    await waitFor(() => expect(failures).toEqual([409]));
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finishFailureStep();
      await refused;
    });
    expect(result.current.busy).toBe(false);

    refuse = false;
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run('New');
    });
    expect(outcome).toEqual({ ok: true, data: { name: 'New' } });
    expect(result.current.busy).toBe(true);
  });
});
