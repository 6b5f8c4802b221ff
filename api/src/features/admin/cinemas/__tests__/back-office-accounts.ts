import type { TestApi } from '../../../../testing/test-app.js';
import { registerUser, type TestUser } from '../../../../testing/fixtures.js';

/** A new account given a back-office role (and, for staff and managers, cinemas), as an admin would. */
export async function backOfficeAccount(
  api: TestApi,
  role: 'staff' | 'manager' | 'admin',
  cinemaIds: number[] = [],
): Promise<TestUser & { id: number }> {
  const user = await registerUser(api);
  const { id } = await api.app.db
    .updateTable('users')
    .set({ role })
    .where('email', '=', user.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cinemaIds.length > 0)
    await api.app.db
      .insertInto('user_cinemas')
      .values(cinemaIds.map((theater_id) => ({ user_id: id, theater_id })))
      .execute();
  return { ...user, id };
}
