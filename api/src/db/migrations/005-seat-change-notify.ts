import { sql, type Kysely } from 'kysely';

/**
 * Every committed change of `seat_claims` (hold, hold replaced or swept, booking, cancellation, cascades)
 * is announced with NOTIFY on the channel `seat_changes_<schema>`, so each API process can push it to the
 * viewers of that show (features/seat-events). One statement-level trigger per operation sends one
 * notification per show and 100 seats (well under NOTIFY's 8000-byte payload limit):
 * `{"s":<show id>,"c":[["A5","HOLD",<expires_at epoch ms>],["A6",null,null],…]}`, kind null = claim deleted.
 * NOTIFY is transactional: a rolled-back hold announces nothing, a committed one after its commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_seat_claim_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('seat_changes_' || TG_TABLE_SCHEMA,
          json_build_object('s', show_id, 'c', json_agg(json_build_array(seat_number, NULL, NULL) ORDER BY seat_number))::text)
        FROM (SELECT show_id, seat_number, (row_number() OVER (PARTITION BY show_id ORDER BY seat_number) - 1) / 100 AS chunk
              FROM old_claims) AS changed
        GROUP BY show_id, chunk;
      ELSE
        PERFORM pg_notify('seat_changes_' || TG_TABLE_SCHEMA,
          json_build_object('s', show_id, 'c', json_agg(json_build_array(seat_number, kind, expires_ms) ORDER BY seat_number))::text)
        FROM (SELECT show_id, seat_number, kind, (extract(epoch FROM expires_at) * 1000)::bigint AS expires_ms,
                     (row_number() OVER (PARTITION BY show_id ORDER BY seat_number) - 1) / 100 AS chunk
              FROM new_claims) AS changed
        GROUP BY show_id, chunk;
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER seat_claims_notify_insert AFTER INSERT ON seat_claims
      REFERENCING NEW TABLE AS new_claims FOR EACH STATEMENT EXECUTE FUNCTION notify_seat_claim_changes();
    CREATE TRIGGER seat_claims_notify_update AFTER UPDATE ON seat_claims
      REFERENCING NEW TABLE AS new_claims FOR EACH STATEMENT EXECUTE FUNCTION notify_seat_claim_changes();
    CREATE TRIGGER seat_claims_notify_delete AFTER DELETE ON seat_claims
      REFERENCING OLD TABLE AS old_claims FOR EACH STATEMENT EXECUTE FUNCTION notify_seat_claim_changes();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER seat_claims_notify_delete ON seat_claims;
    DROP TRIGGER seat_claims_notify_update ON seat_claims;
    DROP TRIGGER seat_claims_notify_insert ON seat_claims;
    DROP FUNCTION notify_seat_claim_changes();
  `.execute(db);
}
