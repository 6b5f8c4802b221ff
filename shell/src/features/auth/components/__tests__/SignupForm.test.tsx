import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@reeltime/shared-lib/testing';
import { openAuthModalAt } from '../../../../testing/openAuthModalAt';
import { server } from '../../../../testing/server';

describe('signup', () => {
  it('validates every field on touch with the exact messages', async () => {
    const { user, dialog } = await openAuthModalAt('signup');
    const modal = within(dialog);

    await user.click(modal.getByLabelText('Full Name'));
    await user.click(modal.getByLabelText('Email'));
    expect(modal.getByText('*Name required')).toBeInTheDocument();
    await user.click(modal.getByLabelText('Mobile Number'));
    expect(modal.getByText('*Email required')).toBeInTheDocument();
    await user.click(modal.getByLabelText('Password'));
    expect(modal.getByText('*Mobile number required')).toBeInTheDocument();
    await user.click(modal.getByLabelText('Full Name'));
    expect(modal.getByText('*Password required')).toBeInTheDocument();

    await user.type(modal.getByLabelText('Email'), 'not-an-email');
    await user.type(modal.getByLabelText('Mobile Number'), '98a76');
    await user.type(modal.getByLabelText('Password'), 'abc');
    expect(modal.getByText('*Invalid email format')).toBeInTheDocument();
    expect(modal.getByLabelText('Mobile Number')).toHaveValue('9876');
    expect(modal.getByText('*Mobile number should be 10 digits')).toBeInTheDocument();
    await user.tab();
    expect(modal.getByText('*Minimum length 6 required')).toBeInTheDocument();

    await user.click(modal.getByRole('button', { name: 'Sign Up' }));
    expect(modal.getByText('*Gender required')).toBeInTheDocument();
  });

  it('refuses a name that carries a web address, and sends nothing', async () => {
    let sent = false;
    server.use(
      http.post(apiUrl('/api/auth/register'), () => {
        sent = true;
        return HttpResponse.json({ message: 'User registered successfully' }, { status: 201 });
      }),
    );
    const { user, dialog } = await openAuthModalAt('signup');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Full Name'), 'Asha, verify at https://evil.example');
    await user.type(modal.getByLabelText('Email'), 'asha@example.com');
    await user.type(modal.getByLabelText('Mobile Number'), '9876543210');
    await user.type(modal.getByLabelText('Password'), 'secret12');
    await user.click(modal.getByRole('radio', { name: 'Female' }));
    await user.click(modal.getByRole('button', { name: 'Sign Up' }));
    expect(modal.getByText('*Name must be a name, not a web or e-mail address')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it("shows the server's message for a name it refuses", async () => {
    const message =
      'username must be one line of letters, spaces and punctuation: no line breaks, tabs or invisible characters';
    server.use(
      http.post(apiUrl('/api/auth/register'), () =>
        HttpResponse.json({ error: 'Bad Request', message }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openAuthModalAt('signup');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(modal.getByLabelText('Email'), 'asha@example.com');
    await user.type(modal.getByLabelText('Mobile Number'), '9876543210');
    await user.type(modal.getByLabelText('Password'), 'secret12');
    await user.click(modal.getByRole('radio', { name: 'Female' }));
    await user.click(modal.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps the mobile number to 10 digits', async () => {
    const { user, dialog } = await openAuthModalAt('signup');
    const phone = within(dialog).getByLabelText('Mobile Number');
    await user.type(phone, '98765432109999');
    expect(phone).toHaveValue('9876543210');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('registers, says "SignedUp Successfully!" and returns to login', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/api/auth/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'User registered successfully' }, { status: 201 });
      }),
    );
    const { user, dialog } = await openAuthModalAt('signup');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(modal.getByLabelText('Email'), 'asha@example.com');
    await user.type(modal.getByLabelText('Mobile Number'), '9876543210');
    await user.type(modal.getByLabelText('Password'), 'secret12');
    await user.click(modal.getByRole('radio', { name: 'Female' }));
    await user.click(modal.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('SignedUp Successfully!')).toBeInTheDocument();
    expect(body).toEqual({
      username: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret12',
      phone: '9876543210',
      gender: 'female',
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      HttpResponse.json({ error: 'Conflict', message: 'Email already registered' }, { status: 409 }),
      'Email already registered',
    ],
    ['the error field', HttpResponse.json({ error: 'Phone already in use' }, { status: 409 }), 'Phone already in use'],
    ['the fallback', new HttpResponse(null, { status: 500 }), 'Signup failed. Please try again.'],
  ])('shows %s when signup fails', async (_case, response, message) => {
    server.use(http.post(apiUrl('/api/auth/register'), () => response.clone()));
    const { user, dialog } = await openAuthModalAt('signup');
    const modal = within(dialog);
    await user.type(modal.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(modal.getByLabelText('Email'), 'asha@example.com');
    await user.type(modal.getByLabelText('Mobile Number'), '9876543210');
    await user.type(modal.getByLabelText('Password'), 'secret12');
    await user.click(modal.getByRole('radio', { name: 'Other' }));
    await user.click(modal.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('Back closes the modal when it was opened on signup', async () => {
    const { user, dialog } = await openAuthModalAt('signup');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
