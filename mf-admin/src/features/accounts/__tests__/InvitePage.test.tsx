import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@reeltime/shared-lib';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { InvitePage } from '../components/InvitePage';

setupApiServer();

const CODE = 'k7Q2m9XbT4vL1pZ8wR3nY6cF0hJ5sD2aG7eU9iO1tB4';
const LOOKUP = apiUrl('/api/admin/invites/lookup');
const ACCEPT = apiUrl('/api/admin/invites/accept');

function renderInvite(route = `/admin/invite#code=${CODE}`) {
  return renderWithProviders(<InvitePage />, { route, path: '/admin/invite' });
}

describe('Invitation page', () => {
  it('greets the invited person, checks the two passwords, sets the password and signs in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(LOOKUP, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          name: 'Ira Manager',
          email: 'ira@example.com',
          role: 'manager',
          allCinemas: false,
          cinemas: [
            { id: 1, name: 'Aurora Cinemas' },
            { id: 2, name: 'Harbour Lights Cinema' },
          ],
          expiresAt: '2026-11-29T10:00:00.000Z',
        });
      }),
      http.post(ACCEPT, async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        if (body.password === 'reeltime-demo-password') {
          return HttpResponse.json(
            { error: 'Bad Request', message: 'That password is published or is the email itself: choose another one.' },
            { status: 400 },
          );
        }
        return HttpResponse.json({ token: 'manager-token', email: 'ira@example.com' });
      }),
    );
    const { user } = renderInvite();

    expect(await screen.findByRole('heading', { name: 'Welcome, Ira Manager' })).toBeInTheDocument();
    expect(screen.getByText(/as manager \(Aurora Cinemas, Harbour Lights Cinema\)/)).toBeInTheDocument();
    expect(screen.getByText(/Choose a password for ira@example.com/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The password must be at least 12 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'reeltime-demo-password');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'reeltime-demo-passwort');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The two passwords differ. Type the same password twice.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Repeat the password/));
    await user.type(screen.getByLabelText(/^Repeat the password/), 'reeltime-demo-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(
      await screen.findByText('That password is published or is the email itself: choose another one.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Repeat the password/));
    await user.type(screen.getByLabelText(/^New password/), 'a long private phrase');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'a long private phrase{Enter}');
    // Signing in answers asynchronously: the back office opens once the API has set the password.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin'));
    expect(authStore.get().token).toBe('manager-token');
    expect(sent).toEqual([
      { code: CODE },
      { code: CODE, password: 'reeltime-demo-password' },
      { code: CODE, password: 'a long private phrase' },
    ]);
  });

  it('explains a used or expired invitation, and a page opened without the link', async () => {
    server.use(
      http.post(LOOKUP, () =>
        HttpResponse.json(
          { error: 'Gone', message: 'This invitation has expired. Ask your admin to send a new one.' },
          { status: 410 },
        ),
      ),
    );
    const { unmount } = renderInvite();
    expect(
      await screen.findByText('This invitation has expired. Ask your admin to send a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin');
    unmount();

    renderInvite('/admin/invite');
    expect(await screen.findByText(/This page needs the link from your invitation e-mail/)).toBeInTheDocument();
  });
});
