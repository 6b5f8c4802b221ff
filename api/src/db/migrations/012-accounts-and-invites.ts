import { sql, type Kysely } from 'kysely';

/**
 * Back-office accounts.
 *
 * - The cinemas a staff or manager account works for live only in `user_cinemas`: `users.theater_id` (one cinema
 *   per account) and its admin check go, after any assignment still only there is copied over.
 * - `users.last_login_at`: when the account last signed in (password, one-time code or accepted invitation).
 * - `account_invites`: the invitation an admin sent an account, one per account. Only a SHA-256 hash of its
 *   one-time code is kept; a new invitation replaces the row, so the old code stops working. `used_at` is set when
 *   the code has set the password (a used code is told apart from an unknown one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO user_cinemas (user_id, theater_id)
      SELECT id, theater_id FROM users WHERE theater_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_admin_every_theater;
    ALTER TABLE users DROP COLUMN theater_id;
    ALTER TABLE users ADD COLUMN last_login_at timestamptz;

    CREATE TABLE account_invites (
      user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      code_hash  text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at    timestamptz,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE account_invites;
    ALTER TABLE users DROP COLUMN last_login_at;
    ALTER TABLE users ADD COLUMN theater_id integer REFERENCES theaters (id) ON DELETE SET NULL;
    UPDATE users SET theater_id = (SELECT min(theater_id) FROM user_cinemas WHERE user_cinemas.user_id = users.id)
      WHERE role IN ('staff', 'manager');
    ALTER TABLE users ADD CONSTRAINT users_admin_every_theater CHECK (role <> 'admin' OR theater_id IS NULL);
  `.execute(db);
}
