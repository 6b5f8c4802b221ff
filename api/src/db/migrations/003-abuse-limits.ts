import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters live in the database, shared by every API process and never evicted by a flood
 * of new keys (expired rows are swept). Holds remember the client address they came from, so the
 * seats one address holds on a show can be capped across accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_counters (
      key      text PRIMARY KEY,
      hits     integer NOT NULL,
      reset_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);
    ALTER TABLE seat_claims ADD COLUMN client_address text;
    CREATE INDEX seat_claims_expiry_idx ON seat_claims (expires_at) WHERE kind = 'HOLD';
    CREATE INDEX payment_requests_created_idx ON payment_requests (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX payment_requests_created_idx;
    DROP INDEX seat_claims_expiry_idx;
    ALTER TABLE seat_claims DROP COLUMN client_address;
    DROP TABLE rate_limit_counters;
  `.execute(db);
}
