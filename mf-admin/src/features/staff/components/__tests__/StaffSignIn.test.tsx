import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore, clearSession } from '@reeltime/shared-lib';
import { apiUrl, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { StaffSignIn } from '../StaffSignIn';

setupApiServer();
beforeEach(() => clearSession());

describe('Staff sign-in', () => {
  it('says what is wrong under a field once it is left or the form is sent, not while typing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/auth/login'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ token: 'staff-token' });
      }),
    );
    const { user } = renderWithProviders(<StaffSignIn />);
    const email = screen.getByLabelText(/^Email/);

    await user.type(email, 'staff');
    expect(screen.queryByText(/Enter an email address/)).not.toBeInTheDocument();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter an email address such as name@example.com.');

    await user.type(email, '@reeltime.app');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/Password/), 'staff1234{Enter}');
    await waitFor(() => expect(authStore.get().token).toBe('staff-token'));
    expect(sent).toEqual([{ username: 'staff@reeltime.app', password: 'staff1234' }]);
  });
});
