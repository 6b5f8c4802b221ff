import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { authStore, useUserName } from '@reeltime/shared-lib';
import { serveReminderSetting } from '../../../../testing/reminderSetting';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { profileFixture } from '../../../../testing/fixtures';
import { ProfilePage } from '../ProfilePage';

/** The profile page beside the shell's greeting, which reads the same cached profile. */
function WithGreeting() {
  const { userName } = useUserName();
  return (
    <>
      <p>{userName ? `Hi, ${userName}` : 'Loading user...'}</p>
      <ProfilePage />
    </>
  );
}

setupApiServer();
beforeEach(() => serveReminderSetting());

const PROFILE = apiUrl('/api/user/profile');

function serveProfile(profile = profileFixture()) {
  server.use(http.get(PROFILE, () => HttpResponse.json(profile)));
}

describe('ProfilePage', () => {
  it('asks a logged-out visitor to log in', async () => {
    const { user } = renderWithProviders(<ProfilePage />);

    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it('shows a spinner, then the header and the details', async () => {
    logIn();
    server.use(
      http.get(PROFILE, async () => {
        await delay(30);
        return HttpResponse.json(profileFixture());
      }),
    );
    renderWithProviders(<ProfilePage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByRole('link', { name: 'View Bookings' })).toHaveAttribute('href', '/my-bookings');
  });

  it('says "Not provided" and "Not specified" for empty phone and gender', async () => {
    logIn();
    serveProfile(profileFixture({ phone: '', gender: '' }));
    renderWithProviders(<ProfilePage />);

    expect(await screen.findByLabelText('Phone')).toHaveValue('Not provided');
    expect(screen.getByLabelText('Gender')).toHaveValue('Not specified');
  });

  it('shows "Failed to load profile" and recovers with Try Again', async () => {
    logIn();
    let calls = 0;
    server.use(
      http.get(PROFILE, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(profileFixture());
      }),
    );
    const { user } = renderWithProviders(<ProfilePage />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load profile')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('logs out on 401', async () => {
    logIn();
    server.use(http.get(PROFILE, () => new HttpResponse(null, { status: 401 })));
    renderWithProviders(<ProfilePage />);

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  });

  it('refreshes from the server', async () => {
    logIn();
    serveProfile();
    const { user } = renderWithProviders(<ProfilePage />);
    await screen.findByRole('heading', { name: 'Asha Rao' });

    serveProfile(profileFixture({ username: 'Asha R' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('heading', { name: 'Asha R' })).toBeInTheDocument();
  });

  it('saves a new name and gender, and tells the other apps', async () => {
    logIn();
    let stored = profileFixture();
    let sent: unknown;
    server.use(
      http.get(PROFILE, () => HttpResponse.json(stored)),
      http.put(PROFILE, async ({ request }) => {
        sent = await request.json();
        stored = profileFixture({ username: 'Asha Menon', gender: 'Other' });
        return HttpResponse.json(stored);
      }),
    );
    const { user } = renderWithProviders(<WithGreeting />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Asha Menon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'Asha Menon', gender: 'Other' });
    expect(screen.getByRole('heading', { name: 'Asha Menon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('Hi, Asha Menon')).toBeInTheDocument();
  });

  it("refuses a name carrying a web address before sending it, and shows the server's message otherwise", async () => {
    logIn();
    let puts = 0;
    const refusal =
      'username must be one line of letters, spaces and punctuation: no line breaks, tabs or invisible characters';
    server.use(
      http.get(PROFILE, () => HttpResponse.json(profileFixture())),
      http.put(PROFILE, () => {
        puts += 1;
        return HttpResponse.json({ error: 'Bad Request', message: refusal }, { status: 400 });
      }),
    );
    const { user } = renderWithProviders(<WithGreeting />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Refunds at reeltime-help.com');
    expect(screen.getByText('*Name must be a name, not a web or e-mail address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(puts).toBe(0);

    await user.clear(name);
    await user.type(name, 'Asha Menon');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(puts).toBe(1);
  });

  describe('Edit Profile', () => {
    function countProfileWrites() {
      const writes: unknown[] = [];
      server.use(
        http.put(PROFILE, async ({ request }) => {
          writes.push(await request.json());
          return HttpResponse.json(profileFixture());
        }),
      );
      return writes;
    }

    async function expectEditing(writes: unknown[]) {
      expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel editing' })).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
      expect(screen.getByLabelText('Name')).toHaveFocus();
      // Give a stray submit the chance to happen: it must not.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(writes).toEqual([]);
      expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    }

    it('opens the form for editing on a click, without saving anything', async () => {
      logIn();
      serveProfile();
      const writes = countProfileWrites();
      const { user } = renderWithProviders(<ProfilePage />);

      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

      await expectEditing(writes);
    });

    it('opens the form for editing on a tap', async () => {
      logIn();
      serveProfile();
      const writes = countProfileWrites();
      const { user } = renderWithProviders(<ProfilePage />);
      const edit = await screen.findByRole('button', { name: 'Edit Profile' });

      await user.pointer({ keys: '[TouchA]', target: edit });

      await expectEditing(writes);
    });

    it.each(['{Enter}', ' '])('opens the form for editing from the keyboard (%p)', async (key) => {
      logIn();
      serveProfile();
      const writes = countProfileWrites();
      const { user } = renderWithProviders(<ProfilePage />);
      const edit = await screen.findByRole('button', { name: 'Edit Profile' });

      act(() => edit.focus());
      await user.keyboard(key);

      await expectEditing(writes);
    });

    it('saves nothing when Enter is pressed in a field before editing', async () => {
      logIn();
      serveProfile();
      const writes = countProfileWrites();
      const { user } = renderWithProviders(<ProfilePage />);

      await user.type(await screen.findByLabelText('Name'), '{Enter}');
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

      expect(writes).toEqual([]);
      expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    });

    it('offers Select Gender, Male, Female and Other', async () => {
      logIn();
      serveProfile(profileFixture({ gender: '' }));
      const { user } = renderWithProviders(<ProfilePage />);

      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const gender = screen.getByRole('combobox', { name: 'Gender' });
      expect(gender).toHaveDisplayValue('Select Gender');

      expect(
        within(gender)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select Gender', 'Male', 'Female', 'Other']);
    });

    it('updates the header greeting and fetches the profile again 100 ms after a name change', async () => {
      logIn();
      let reads = 0;
      let name = 'Asha Rao';
      server.use(
        http.get(PROFILE, () => {
          reads += 1;
          return HttpResponse.json(profileFixture({ username: name }));
        }),
        http.put(PROFILE, async ({ request }) => {
          name = ((await request.json()) as { username: string }).username;
          return HttpResponse.json(profileFixture({ username: name }));
        }),
      );
      const { user } = renderWithProviders(<WithGreeting />);

      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      await user.clear(screen.getByLabelText('Name'));
      await user.type(screen.getByLabelText('Name'), 'Asha Menon{Enter}');

      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      // The shell's "Hi, {name}" reads the same cached profile.
      expect(screen.getByText('Hi, Asha Menon')).toBeInTheDocument();
      await waitFor(() => expect(reads).toBe(2));
      expect(screen.getByRole('heading', { name: 'Asha Menon' })).toBeInTheDocument();
    });
  });

  it('discards edits on Cancel', async () => {
    logIn();
    serveProfile();
    const { user } = renderWithProviders(<ProfilePage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Name'), ' Typo');
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));

    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('logs out when saving meets an expired session', async () => {
    logIn();
    serveProfile();
    server.use(http.put(PROFILE, () => new HttpResponse(null, { status: 401 })));
    const { user } = renderWithProviders(<ProfilePage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(authStore.get().token).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  });

  it('stays in edit mode when saving fails', async () => {
    logIn();
    serveProfile();
    server.use(http.put(PROFILE, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderWithProviders(<ProfilePage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  });
});
