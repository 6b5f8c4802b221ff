import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore, openAuthModal, TOKEN_STORAGE_KEY } from '@reeltime/shared-lib';
import { apiUrl } from '@reeltime/shared-lib/testing';
import { openAuthModalAt } from '../../../../testing/openAuthModalAt';
import { server } from '../../../../testing/server';

describe('login', () => {
  it('validates on touch with the exact messages', async () => {
    const { user, dialog } = await openAuthModalAt('login');
    const modal = within(dialog);
    const identifier = modal.getByLabelText('Email or Mobile Number');
    const password = modal.getByLabelText('Password');

    await user.click(identifier);
    expect(modal.queryByText('*Email or Mobile Number is required')).not.toBeInTheDocument();
    await user.click(password);
    expect(modal.getByText('*Email or Mobile Number is required')).toBeInTheDocument();

    await user.type(password, '123');
    await user.tab();
    expect(modal.getByText('*Minimum length 6 required')).toBeInTheDocument();
    await user.clear(password);
    expect(modal.getByText('*Password is required')).toBeInTheDocument();
  });

  it('does not call the API when submitted empty and shows every error', async () => {
    const login = jest.fn();
    server.use(http.post(apiUrl('/api/auth/login'), () => login()));
    const { user, dialog } = await openAuthModalAt('login');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByText('*Email or Mobile Number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('*Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, keeps the token, closes the modal and greets the user', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/api/auth/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'jwt-abc' });
      }),
      http.get(apiUrl('/api/user/profile'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer jwt-abc'
          ? HttpResponse.json({ username: 'Demo User', email: 'demo@reeltime.app', phone: '', gender: '' })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const { user, dialog } = await openAuthModalAt('login');
    await user.type(within(dialog).getByLabelText('Email or Mobile Number'), 'demo@reeltime.app');
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(body).toEqual({ username: 'demo@reeltime.app', password: 'demo1234' });
    expect(authStore.get().token).toBe('jwt-abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-abc');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Hi, Demo User' })).toBeInTheDocument();
  });

  it('shows the server message when login is refused', async () => {
    server.use(
      http.post(apiUrl('/api/auth/login'), () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'Invalid email/mobile or password' }, { status: 401 }),
      ),
    );
    const { user, dialog } = await openAuthModalAt('login');
    await user.type(within(dialog).getByLabelText('Email or Mobile Number'), 'demo@reeltime.app');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email/mobile or password')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('falls back to "Login failed. Please try again." without a server message', async () => {
    server.use(http.post(apiUrl('/api/auth/login'), () => HttpResponse.error()));
    const { user, dialog } = await openAuthModalAt('login');
    await user.type(within(dialog).getByLabelText('Email or Mobile Number'), '9876543210');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('closes from the close button, on Escape and on a backdrop click', async () => {
    const { user, dialog } = await openAuthModalAt('login');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openAuthModal('login'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openAuthModal('login'));
    const backdrop = (await screen.findByRole('dialog')).parentElement!;
    // A press that starts in a field (selecting its text) and ends on the backdrop keeps it open.
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByLabelText('Email or Mobile Number') },
      { keys: '[/MouseLeft]', target: backdrop },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes focus into its first field and gives it back to the control that opened it', async () => {
    const { user, dialog } = await openAuthModalAt('login');
    expect(within(dialog).getByLabelText('Email or Mobile Number')).toHaveFocus();
    const opener = document.createElement('button');
    document.body.append(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    opener.focus();
    act(() => openAuthModal('login'));
    expect(await screen.findByLabelText('Email or Mobile Number')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });

  it('links to signup, OTP login and reset password', async () => {
    const { user, dialog } = await openAuthModalAt('login');
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Login with OTP' }));
    expect(screen.getByRole('dialog', { name: 'Login with OTP' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
