import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { authStore, useUserName } from '@reeltime/shared-lib';
import { serveReminderSetting } from '../../../../testing/reminderSetting';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { profileFixture } from '../../../../testing/fixtures';
import { ProfilePage } from '../ProfilePage';

setupApiServer();
beforeEach(() => serveReminderSetting());

const CHANGE_PASSWORD = apiUrl('/api/user/change-password');

/** The shell's greeting, reading the same cached profile. */
function Greeting() {
  const { userName } = useUserName();
  return <p>{userName ? `Hi, ${userName}` : 'Loading user...'}</p>;
}

async function openDialog() {
  logIn('old-token');
  server.use(http.get(apiUrl('/api/user/profile'), () => HttpResponse.json(profileFixture({ username: 'Asha Rao' }))));
  const rendered = renderWithProviders(
    <>
      <Greeting />
      <ProfilePage />
    </>,
  );
  await rendered.user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  return { ...rendered, dialog };
}

function recordRequests(respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.put(CHANGE_PASSWORD, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function fill(
  user: Awaited<ReturnType<typeof openDialog>>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText(/Current Password/), current);
  if (next) await user.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await user.type(screen.getByLabelText(/Confirm New Password/), confirm);
}

describe('Change Password', () => {
  it('keeps "Change Password" disabled until all three fields are filled', async () => {
    const { user, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });

    expect(submit).toBeDisabled();
    await fill(user, 'secret1', 'secret22', '');
    expect(submit).toBeDisabled();
    await fill(user, '', '', 'secret22');
    expect(submit).toBeEnabled();
  });

  it('changes the password, keeps the new token so the user stays logged in, and closes', async () => {
    const bodies = recordRequests(async () => {
      await delay(30);
      return HttpResponse.json({ message: 'Password changed successfully', token: 'fresh-token' });
    });
    const { user, dialog } = await openDialog();
    await fill(user, 'secret1', 'secret22', 'secret22');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(within(dialog).getByRole('button', { name: 'Changing...' })).toBeDisabled();
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'secret1', newPassword: 'secret22' }]);
    expect(authStore.get()).toEqual({ token: 'fresh-token' });
    // The greeting stays: the cached profile is carried over to the fresh token's session.
    expect(screen.getByText('Hi, Asha Rao')).toBeInTheDocument();
    expect(window.localStorage.getItem('JWT_TOKEN')).toBe('fresh-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['secret22', 'secret23', "New passwords don't match!"],
    ['abc', 'abc', 'New password must be at least 6 characters!'],
  ])('refuses new %p / confirmation %p: "%s"', async (next, confirm, message) => {
    const bodies = recordRequests(() => HttpResponse.json({ token: 'never' }));
    const { user, dialog } = await openDialog();
    await fill(user, 'secret1', next, confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(authStore.get().token).toBe('old-token');
  });

  it('says a too short or unconfirmed new password under its field once the field is left, not while typing', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/^New Password/), 'abc');
    expect(screen.queryByText('New password must be at least 6 characters!')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/Confirm New Password/));
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      'New password must be at least 6 characters!',
    );
    await user.type(screen.getByLabelText(/Confirm New Password/), 'abd');
    expect(screen.queryByText("New passwords don't match!")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveAccessibleDescription("New passwords don't match!");
  });

  it.each([
    [
      HttpResponse.json({ error: 'Bad Request', message: 'Current password is incorrect' }, { status: 400 }),
      'Current password is incorrect',
    ],
    [new HttpResponse(null, { status: 400 }), 'Invalid request data. Please check your current password.'],
    [HttpResponse.json({ error: 'Internal', message: 'Database down' }, { status: 500 }), 'Failed to change password'],
    [HttpResponse.error(), 'Failed to change password'],
  ])('explains a failure (%#) and stays open', async (response, message) => {
    recordRequests(() => response.clone());
    const { user, dialog } = await openDialog();
    await fill(user, 'wrong-one', 'secret22', 'secret22');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeEnabled());
    expect(authStore.get().token).toBe('old-token');
  });

  it('logs out when the session has expired', async () => {
    recordRequests(() => HttpResponse.json({ error: 'Unauthorized', message: 'jwt expired' }, { status: 401 }));
    const { user, dialog } = await openDialog();
    await fill(user, 'secret1', 'secret22', 'secret22');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
  });

  it('forgets what was typed on Cancel', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, 'secret1', '', '');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByLabelText(/Current Password/)).toHaveValue('');
  });
});
