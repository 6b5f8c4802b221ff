import { sql, type Kysely } from 'kysely';

/**
 * The chain's administrators: users.role may be 'admin', who may do everything staff may do, for every
 * theatre (an admin account is never tied to one). Staff and admin accounts are made by the create-admin
 * command, which does not ask for a mobile number: users.phone may be null (customers still register with one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'staff', 'admin'));
    ALTER TABLE users ADD CONSTRAINT users_admin_every_theater CHECK (role <> 'admin' OR theater_id IS NULL);
    ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users SET role = 'staff' WHERE role = 'admin';
    ALTER TABLE users DROP CONSTRAINT users_admin_every_theater;
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'staff'));
  `.execute(db);
}
