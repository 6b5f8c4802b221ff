import { sql, type Kysely } from 'kysely';

/**
 * A booking e-mail can be skipped for good (its booking was cancelled before it went out, or its account or
 * recipient had already received as many booking e-mails as the window allows): `skipped_at` and `skip_reason`
 * record that, and a skipped mail is never claimed again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox ADD COLUMN skipped_at timestamptz, ADD COLUMN skip_reason text;
    DROP INDEX mail_outbox_due_idx;
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL AND skipped_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX mail_outbox_due_idx;
    ALTER TABLE mail_outbox DROP COLUMN skipped_at, DROP COLUMN skip_reason;
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  `.execute(db);
}
