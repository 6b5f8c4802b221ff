import type { UserRole } from '../../../../db/schema.js';
import type { TestApi } from '../../../../testing/test-app.js';
import { registerUser, type TestUser } from '../../../../testing/fixtures.js';

/** A newly registered account given a role, as an admin would. */
export async function accountWithRole(api: TestApi, role: UserRole): Promise<TestUser> {
  const user = await registerUser(api);
  await api.app.db.updateTable('users').set({ role }).where('email', '=', user.email).execute();
  return user;
}
