import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@reeltime/shared-lib';
import { serveReminderSetting } from '../../../../testing/reminderSetting';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { profileFixture } from '../../../../testing/fixtures';
import { hardRedirect } from '../../hooks/hardRedirect';
import { ProfilePage } from '../ProfilePage';

// jsdom cannot load another page: record where the app sends the browser instead.
jest.mock('../../hooks/hardRedirect', () => ({ hardRedirect: jest.fn() }));

setupApiServer();
beforeEach(() => serveReminderSetting());

const DELETE_ACCOUNT = apiUrl('/api/user/delete');

async function openDialog(respond: () => Response) {
  let deletes = 0;
  const token = logIn();
  server.use(
    http.get(apiUrl('/api/user/profile'), () => HttpResponse.json(profileFixture())),
    http.delete(DELETE_ACCOUNT, ({ request }) => {
      deletes += request.headers.get('Authorization') === `Bearer ${token}` ? 1 : 0;
      return respond();
    }),
  );
  const rendered = renderWithProviders(<ProfilePage />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Delete Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
  return { ...rendered, dialog, token, deletes: () => deletes };
}

describe('Delete Account', () => {
  it('warns that all data is permanently deleted, and Cancel keeps everything', async () => {
    const { user, dialog, deletes, token } = await openDialog(() =>
      HttpResponse.json({ message: 'Account deleted successfully' }),
    );

    expect(dialog).toHaveAccessibleDescription(/all your data .* will be permanently deleted/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toBe(0);
    expect(authStore.get().token).toBe(token);
  });

  it('deletes the account, says so, logs out and reloads the site at /', async () => {
    const { user, dialog, deletes } = await openDialog(() =>
      HttpResponse.json({ message: 'Account deleted successfully' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText('Account deleted successfully!')).toBeInTheDocument();
    expect(deletes()).toBe(1);
    expect(authStore.get().token).toBeNull();
    expect(window.localStorage.getItem('JWT_TOKEN')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'), { timeout: 3000 });
  });

  it('says "Failed to delete account" and keeps the user logged in when it fails', async () => {
    const { user, dialog, token } = await openDialog(() => new HttpResponse(null, { status: 500 }));

    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(authStore.get().token).toBe(token);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('logs out when the session has expired', async () => {
    const { user, dialog } = await openDialog(() => new HttpResponse(null, { status: 401 }));

    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
    expect(hardRedirect).not.toHaveBeenCalled();
  });
});
