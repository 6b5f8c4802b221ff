import type { TestApi } from '../../../../testing/test-app.js';
import { hashPassword } from '../../../auth/passwords.js';
import type { BackOfficeRole } from '../../access.js';

let counter = 0;

/** A back-office account made straight in the database (as the accounts API would), signed in: its token. */
export async function backOfficeToken(api: TestApi, role: BackOfficeRole, cinemaIds: number[] = []): Promise<string> {
  counter += 1;
  const email = `${role}-${process.pid}-${counter}@reports.test`;
  const password = 'reports-secret-1';
  const user = await api.app.db
    .insertInto('users')
    .values({
      name: `Report ${role} ${counter}`,
      email,
      phone: null,
      gender: '',
      password_hash: await hashPassword(password, 10),
      role,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cinemaIds.length > 0) {
    await api.app.db
      .insertInto('user_cinemas')
      .values(cinemaIds.map((theater_id) => ({ user_id: user.id, theater_id })))
      .execute();
  }
  const login = await api.post('/api/auth/login', { username: email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
  return login.json().token as string;
}
