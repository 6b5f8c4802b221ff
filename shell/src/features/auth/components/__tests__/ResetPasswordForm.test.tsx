import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@reeltime/shared-lib/testing';
import { openAuthModalAt } from '../../../../testing/openAuthModalAt';
import { server } from '../../../../testing/server';

describe('reset password', () => {
  it('asks for an identifier before sending a code', async () => {
    const { user, dialog } = await openAuthModalAt('resetpassword');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email/mobile')).toBeInTheDocument();
  });

  it.each(['User not found', 'No account: phone not found', 'This email is not registered'])(
    'turns "%s" into "This email/phone is not registered."',
    async (serverMessage) => {
      server.use(
        http.post(apiUrl('/api/auth/forgot-password'), () =>
          HttpResponse.json({ error: 'Not Found', message: serverMessage }, { status: 404 }),
        ),
      );
      const { user, dialog } = await openAuthModalAt('resetpassword');
      await user.type(within(dialog).getByLabelText('Email or Mobile Number'), 'nobody@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText('This email/phone is not registered.')).toBeInTheDocument();
    },
  );

  it('sends a code, then sets the new password and returns to login', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post(apiUrl('/api/auth/forgot-password'), async ({ request }) => {
        bodies.forgot = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
      http.post(apiUrl('/api/auth/reset-password'), async ({ request }) => {
        bodies.reset = await request.json();
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
    const { user, dialog } = await openAuthModalAt('resetpassword');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Email or Mobile Number'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(bodies.forgot).toEqual({ phoneNumber: '9876543210' });
    expect(modal.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();

    await user.click(modal.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();

    await user.click(modal.getByLabelText('OTP'));
    await user.click(modal.getByLabelText('New Password'));
    await user.tab();
    expect(modal.getByText('Enter otp')).toBeInTheDocument();
    expect(modal.getByText('Enter new password')).toBeInTheDocument();

    await user.type(modal.getByLabelText('OTP'), '654321');
    await user.type(modal.getByLabelText('New Password'), 'newpass1');
    await user.click(modal.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    expect(bodies.reset).toEqual({ otp: '654321', newPassword: 'newpass1', phoneNumber: '9876543210' });
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('falls back to "Failed to reset password. Try again"', async () => {
    server.use(
      http.post(apiUrl('/api/auth/forgot-password'), () => HttpResponse.json({})),
      http.post(apiUrl('/api/auth/reset-password'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user, dialog } = await openAuthModalAt('resetpassword');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Email or Mobile Number'), 'asha@example.com');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    await user.type(await modal.findByLabelText('OTP'), '654321');
    await user.type(modal.getByLabelText('New Password'), 'newpass1');
    await user.click(modal.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password. Try again')).toBeInTheDocument();
  });
});
