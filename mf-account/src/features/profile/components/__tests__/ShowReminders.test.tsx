import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { ShowReminders } from '../ShowReminders';

setupApiServer();

const REMINDERS = apiUrl('/api/user/reminders');

describe('ShowReminders', () => {
  it('shows the setting and switches e-mail reminders on', async () => {
    logIn();
    let saved: unknown;
    server.use(
      http.get(REMINDERS, () => HttpResponse.json({ emailReminders: false, hoursBefore: 3 })),
      http.put(REMINDERS, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ emailReminders: true, hoursBefore: 3 });
      }),
    );
    const { user } = renderWithProviders(<ShowReminders />);

    const toggle = await screen.findByRole('switch', { name: 'E-mail me a reminder 3 hours before each show I book' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(saved).toEqual({ emailReminders: true });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText("We'll e-mail you 3 hours before each show.")).toBeInTheDocument();
  });

  it('offers Try Again when the setting cannot be read', async () => {
    logIn();
    server.use(http.get(REMINDERS, () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<ShowReminders />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
