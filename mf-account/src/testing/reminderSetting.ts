import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@reeltime/shared-lib/testing';

/** The profile page also reads the reminder setting: answer it (off) for tests about the rest of the page. */
export function serveReminderSetting(emailReminders = false) {
  server.use(http.get(apiUrl('/api/user/reminders'), () => HttpResponse.json({ emailReminders, hoursBefore: 3 })));
}
