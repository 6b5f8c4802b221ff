import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import { authStore, clearSession, openAuthModal } from '../../auth/authStore';
import { apiUrl, renderWithProviders } from '../../testing';
import { LoginStandIn } from '../LoginStandIn';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearSession());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openAndFill(user: ReturnType<typeof renderWithProviders>['user'], password = 'secret1') {
  act(() => openAuthModal('login'));
  await user.type(await screen.findByLabelText('Email or Mobile Number'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginStandIn', () => {
  it('opens on auth:open-modal', async () => {
    renderWithProviders(<LoginStandIn />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openAuthModal());

    expect(await screen.findByRole('dialog', { name: 'Log in (standalone)' })).toBeInTheDocument();
  });

  it('logs in with the token from the API, toasts and closes', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/api/auth/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'new-token' });
      }),
    );
    const { user } = renderWithProviders(<LoginStandIn />);

    await openAndFill(user);

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(body).toEqual({ username: 'asha@example.com', password: 'secret1' });
    expect(authStore.get().token).toBe('new-token');
    expect(window.localStorage.getItem('JWT_TOKEN')).toBe('new-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server error and stays logged out', async () => {
    server.use(
      http.post(apiUrl('/api/auth/login'), () => HttpResponse.json({ error: 'Invalid credentials' }, { status: 401 })),
    );
    const { user } = renderWithProviders(<LoginStandIn />);

    await openAndFill(user, 'wrong-pass');

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('falls back to "Login failed. Please try again."', async () => {
    server.use(http.post(apiUrl('/api/auth/login'), () => HttpResponse.error()));
    const { user } = renderWithProviders(<LoginStandIn />);

    await openAndFill(user);

    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });
});
