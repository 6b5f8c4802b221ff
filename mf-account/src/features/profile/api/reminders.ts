import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, updateQuery, useApiMutation, useUserQuery, userKey } from '@reeltime/shared-lib';

export type ReminderSetting = ApiAnswer<'/api/user/reminders'>;

const PATH = '/api/user/reminders';

/** `GET /api/user/reminders`: whether an e-mail reminder goes out before each booked show. */
export async function fetchReminderSetting(): Promise<ReminderSetting> {
  const { data } = await apiClient.get<ReminderSetting>(PATH);
  return data;
}

/** `PUT /api/user/reminders`. */
export async function saveReminderSetting(emailReminders: boolean): Promise<ReminderSetting> {
  const { data } = await apiClient.put<ReminderSetting>(PATH, { emailReminders });
  return data;
}

/** The reminder setting and a way to switch it, saying how it went (a 401 is the API client's to tell). */
export function useReminderSetting() {
  const { data, error, mutate } = useUserQuery(PATH, fetchReminderSetting);
  const { run, busy } = useApiMutation(saveReminderSetting, {
    onSuccess: async (saved) => {
      await updateQuery<ReminderSetting>(userKey(PATH), () => saved);
    },
    success: (saved) =>
      saved.emailReminders
        ? `We'll e-mail you ${saved.hoursBefore} hours before each show.`
        : 'Show reminders switched off.',
    error: 'Failed to save your reminder setting',
  });
  const change = async (emailReminders: boolean) => {
    await run(emailReminders);
  };
  return { setting: data, failed: error !== undefined, saving: busy, change, reload: () => void mutate() };
}
