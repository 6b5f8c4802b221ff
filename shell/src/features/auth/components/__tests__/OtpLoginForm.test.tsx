import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@reeltime/shared-lib';
import { apiUrl } from '@reeltime/shared-lib/testing';
import { openAuthModalAt } from '../../../../testing/openAuthModalAt';
import { server } from '../../../../testing/server';

function captureJson(path: string, response: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push(await request.json());
      return response();
    }),
  );
  return bodies;
}

describe('OTP login', () => {
  it('asks for an identifier before sending a code', async () => {
    const { user, dialog } = await openAuthModalAt('otplogin');
    const modal = within(dialog);
    await user.click(modal.getByLabelText('Email or Mobile Number'));
    await user.tab();
    expect(modal.getByText('Email/phone required')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email/mobiie')).toBeInTheDocument();
  });

  it('sends a code to an email, locks the identifier, counts down and logs in with the code', async () => {
    server.use(
      http.get(apiUrl('/api/user/profile'), () =>
        HttpResponse.json({ username: 'Asha', email: 'asha@example.com', phone: '', gender: '' }),
      ),
    );
    const sent = captureJson('/api/auth/initiate-login', () => HttpResponse.json({ message: 'OTP sent' }));
    const verified = captureJson('/api/auth/verify-otp', () => HttpResponse.json({ token: 'otp-token' }));
    const { user, dialog } = await openAuthModalAt('otplogin');
    const modal = within(dialog);

    await user.type(modal.getByLabelText('Email or Mobile Number'), '  asha@example.com ');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'asha@example.com' }]);
    expect(modal.getByLabelText('Email or Mobile Number')).toHaveAttribute('readonly');
    expect(modal.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();

    await user.click(modal.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();

    await user.type(modal.getByLabelText('OTP'), '123456');
    await user.click(modal.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(verified).toEqual([{ otp: '123456', email: 'asha@example.com' }]);
    expect(authStore.get().token).toBe('otp-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a phone number as phoneNumber and reports a wrong code', async () => {
    const sent = captureJson('/api/auth/initiate-login', () => HttpResponse.json({ message: 'OTP sent' }));
    server.use(http.post(apiUrl('/api/auth/verify-otp'), () => new HttpResponse(null, { status: 400 })));
    const { user, dialog } = await openAuthModalAt('otplogin');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Email or Mobile Number'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('OTP sent successfully!');
    expect(sent).toEqual([{ phoneNumber: '9876543210' }]);

    await user.type(modal.getByLabelText('OTP'), '000000');
    await user.click(modal.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Invalid OTP. Try again')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('says so when the verify answer has no token', async () => {
    captureJson('/api/auth/initiate-login', () => HttpResponse.json({}));
    captureJson('/api/auth/verify-otp', () => HttpResponse.json({ message: 'ok' }));
    const { user, dialog } = await openAuthModalAt('otplogin');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Email or Mobile Number'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    await user.type(await modal.findByLabelText('OTP'), '123456');
    await user.click(modal.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Login successful but no token received')).toBeInTheDocument();
  });

  it('shows the server message when sending fails, else the fallback', async () => {
    server.use(
      http.post(
        apiUrl('/api/auth/initiate-login'),
        () => HttpResponse.json({ message: 'Please wait before requesting another code' }, { status: 429 }),
        { once: true },
      ),
      http.post(apiUrl('/api/auth/initiate-login'), () => HttpResponse.error()),
    );
    const { user, dialog } = await openAuthModalAt('otplogin');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Email or Mobile Number'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait before requesting another code')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP. Please try again.')).toBeInTheDocument();
  });

  it('"Change Email/Phone" returns to step 1 and cancels the countdown', async () => {
    captureJson('/api/auth/initiate-login', () => HttpResponse.json({}));
    const { user, dialog } = await openAuthModalAt('otplogin');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Email or Mobile Number'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Send OTP' }));
    await modal.findByRole('button', { name: 'Resend in 30s' });

    await user.click(modal.getByRole('button', { name: 'Change Email/Phone' }));
    expect(modal.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(modal.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(modal.getByLabelText('Email or Mobile Number')).not.toHaveAttribute('readonly');
    expect(modal.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});
