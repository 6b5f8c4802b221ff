import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { clearSession } from '../../auth/authStore';
import { apiUrl, applyTestRuntimeConfig } from '../../testing';
import { apiClient } from '../apiClient';
import { toApiError } from '../apiError';

const server = setupServer();
beforeAll(() => {
  applyTestRuntimeConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => clearSession());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The error a real request fails with, normalised. */
async function failureOf(respond: () => Response | Promise<Response>, signal?: AbortSignal) {
  server.use(http.get(apiUrl('/thing'), respond));
  try {
    await apiClient.get('/thing', { signal });
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('the request was expected to fail');
}

describe('toApiError', () => {
  it('uses the message field of a JSON error body', async () => {
    await expect(
      failureOf(() =>
        HttpResponse.json({ error: 'Conflict', message: 'Seats A1, A2 are already taken' }, { status: 409 }),
      ),
    ).resolves.toEqual({ status: 409, message: 'Seats A1, A2 are already taken', cancelled: false });
  });

  it('falls back to the error field', async () => {
    await expect(failureOf(() => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }))).resolves.toEqual({
      status: 403,
      message: 'Forbidden',
      cancelled: false,
    });
  });

  it('falls back to the error field when the message is empty', async () => {
    await expect(
      failureOf(() => HttpResponse.json({ error: 'Bad Request', message: '' }, { status: 400 })),
    ).resolves.toMatchObject({ status: 400, message: 'Bad Request' });
  });

  it('uses a plain-text body as the message', async () => {
    await expect(failureOf(() => HttpResponse.text('Seat A1 is already booked', { status: 409 }))).resolves.toEqual({
      status: 409,
      message: 'Seat A1 is already booked',
      cancelled: false,
    });
  });

  it('ignores an HTML error page', async () => {
    await expect(
      failureOf(() => HttpResponse.html('<!doctype html><html><body>502 Bad Gateway</body></html>', { status: 502 })),
    ).resolves.toEqual({ status: 502, message: '', cancelled: false });
  });

  it('gives an empty message for a body without message or error', async () => {
    await expect(failureOf(() => HttpResponse.json({ code: 42 }, { status: 500 }))).resolves.toEqual({
      status: 500,
      message: '',
      cancelled: false,
    });
  });

  it('ignores non-string message fields', async () => {
    await expect(
      failureOf(() => HttpResponse.json({ message: { text: 'nested' }, error: 7 }, { status: 400 })),
    ).resolves.toMatchObject({ status: 400, message: '' });
  });

  it('reports status 0 when no response arrived', async () => {
    await expect(failureOf(() => HttpResponse.error())).resolves.toEqual({ status: 0, message: '', cancelled: false });
  });

  it('marks a cancelled request as cancelled', async () => {
    const controller = new AbortController();
    const result = failureOf(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }, controller.signal);
    setTimeout(() => controller.abort(), 10);

    await expect(result).resolves.toEqual({ status: 0, message: '', cancelled: true });
  });

  it('turns anything else into status 0 with no message', () => {
    expect(toApiError(new Error('boom'))).toEqual({ status: 0, message: '', cancelled: false });
    expect(toApiError('boom')).toEqual({ status: 0, message: '', cancelled: false });
    expect(toApiError(undefined)).toEqual({ status: 0, message: '', cancelled: false });
  });
});
