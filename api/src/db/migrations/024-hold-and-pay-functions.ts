import { sql, type Kysely } from 'kysely';

/**
 * A hold and a payment each run as one call of a database function, so a request keeps its pooled connection for one
 * round trip instead of one per statement (in a burst the event loop takes long to come back to each answer).
 * Inside a function every statement still reads the database as it is at that statement, after the locks taken
 * before it. The locks are shareShowSeats' (src/features/seats/shows.ts): the show's seat lock shared (namespace
 * 7301), the account's (7302) and, for the per-address limit, the address's on the show (7303).
 *
 * A refusal raises an error whose SQLSTATE names it (class `RS`: seats and holds, `RP`: payments), rolling back
 * whatever the call wrote; the API turns it into the answer, where the messages live (`holdRefusal` in
 * src/features/seats/service.ts, `paymentRefusal` in src/features/payments/service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION hold_seats(
      p_show_id integer, p_user_id integer, p_seats text[], p_now timestamptz, p_expires_at timestamptz,
      p_address text, p_address_limit integer, p_max_shows integer
    ) RETURNS json LANGUAGE plpgsql AS $$
    DECLARE
      v_cancelled timestamptz;
      v_prices json;
      v_known text[];
      v_missing text[];
      v_session_ends timestamptz;
      v_from_address integer;
      v_expires timestamptz := p_expires_at;
      v_won text[];
      v_released integer[];
    BEGIN
      IF p_address_limit > 0 THEN
        PERFORM pg_advisory_xact_lock_shared(7301, p_show_id), pg_advisory_xact_lock(7302, p_user_id),
          pg_advisory_xact_lock(7303, hashtext(p_show_id || '@' || p_address));
      ELSE
        PERFORM pg_advisory_xact_lock_shared(7301, p_show_id), pg_advisory_xact_lock(7302, p_user_id);
      END IF;

      -- Read again under the lock every show change and layout save also takes: a show cancelled, or a seat dropped
      -- by a new layout, since the caller looked is not held.
      SELECT cancelled_at INTO v_cancelled FROM shows WHERE id = p_show_id;
      IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'RS404', MESSAGE = 'show not found', DETAIL = 'missing'; END IF;
      IF v_cancelled IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'RS404', MESSAGE = 'show cancelled', DETAIL = 'cancelled';
      END IF;
      SELECT coalesce(json_object_agg(seat.seat_number, price.price_paise), '{}'), coalesce(array_agg(seat.seat_number), '{}')
        INTO v_prices, v_known
        FROM shows
        JOIN screen_seats seat ON seat.screen_id = shows.screen_id AND seat.seat_number = ANY (p_seats)
        JOIN show_prices price ON price.show_id = shows.id AND price.tier = seat.tier
        WHERE shows.id = p_show_id;
      v_missing := ARRAY(SELECT s FROM unnest(p_seats) WITH ORDINALITY AS t(s, n) WHERE s <> ALL (v_known) ORDER BY n);
      IF cardinality(v_missing) > 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'RS409', MESSAGE = 'seats unavailable', DETAIL = to_json(v_missing)::text;
      END IF;

      -- Changing seats stays within the payment session the first hold started: never a later expiry.
      SELECT max(expires_at) INTO v_session_ends FROM seat_claims
        WHERE show_id = p_show_id AND user_id = p_user_id AND kind = 'HOLD' AND expires_at > p_now;
      v_expires := least(v_expires, v_session_ends);

      -- Many accounts from one address cannot hold a show's seats away from everyone else.
      IF p_address_limit > 0 THEN
        SELECT count(*) INTO v_from_address FROM seat_claims
          WHERE show_id = p_show_id AND kind = 'HOLD' AND expires_at > p_now AND client_address = p_address
            AND user_id <> p_user_id;
        IF v_from_address + cardinality(p_seats) > p_address_limit THEN
          RAISE EXCEPTION USING ERRCODE = 'RS429', MESSAGE = 'too many seats held from this address';
        END IF;
      END IF;

      DELETE FROM seat_claims
        WHERE show_id = p_show_id AND user_id = p_user_id AND kind = 'HOLD' AND seat_number <> ALL (p_seats);
      -- The seats in the order given (sorted by the caller), so concurrent holds lock seat rows in one order. A seat is
      -- won when free, held by nobody any more (an expired hold is taken over), or already the caller's.
      WITH claimed AS (
        INSERT INTO seat_claims (show_id, seat_number, user_id, kind, booking_id, expires_at, client_address)
        SELECT p_show_id, seat, p_user_id, 'HOLD', NULL, v_expires, p_address
          FROM unnest(p_seats) WITH ORDINALITY AS t(seat, n) ORDER BY n
        ON CONFLICT (show_id, seat_number) DO UPDATE
          SET user_id = excluded.user_id, expires_at = excluded.expires_at, client_address = excluded.client_address
          WHERE seat_claims.kind = 'HOLD' AND (seat_claims.expires_at <= p_now OR seat_claims.user_id = p_user_id)
        RETURNING seat_number
      )
      SELECT coalesce(array_agg(seat_number), '{}') INTO v_won FROM claimed;
      IF cardinality(v_won) <> cardinality(p_seats) THEN
        v_missing := ARRAY(SELECT s FROM unnest(p_seats) WITH ORDINALITY AS t(s, n) WHERE s <> ALL (v_won) ORDER BY n);
        RAISE EXCEPTION USING ERRCODE = 'RS409', MESSAGE = 'seats unavailable', DETAIL = to_json(v_missing)::text;
      END IF;

      -- One account books one show at a time: its holds beyond the newest p_max_shows shows (0: no such rule) go.
      IF p_max_shows > 0 THEN
        WITH older AS (
          SELECT show_id FROM seat_claims
            WHERE user_id = p_user_id AND kind = 'HOLD' AND expires_at > p_now AND show_id <> p_show_id
            GROUP BY show_id
            ORDER BY max(expires_at) DESC, show_id DESC
            OFFSET p_max_shows - 1
        ), released AS (
          DELETE FROM seat_claims USING older
            WHERE seat_claims.user_id = p_user_id AND seat_claims.kind = 'HOLD' AND seat_claims.show_id = older.show_id
            RETURNING seat_claims.show_id
        )
        SELECT array_agg(DISTINCT show_id) INTO v_released FROM released;
      END IF;

      RETURN json_build_object(
        'expiresAtMs', (extract(epoch FROM v_expires) * 1000)::bigint,
        'prices', v_prices,
        'released', coalesce(to_json(v_released), '[]'));
    END
    $$;

    CREATE FUNCTION pay_for_hold(
      p_user_id integer, p_show_id integer, p_seats text[], p_now timestamptz,
      p_ticket_fee_paise integer, p_convenience_fee_paise integer, p_card_last4 text, p_cardholder text,
      p_declined jsonb, p_hold_seconds integer, p_reminder_hours integer,
      p_key text, p_fingerprint text, p_key_hours integer
    ) RETURNS json LANGUAGE plpgsql AS $$
    DECLARE
      v_fingerprint text;
      v_outcome jsonb;
      v_show shows%ROWTYPE;
      v_held text[];
      v_held_until timestamptz;
      v_known text[];
      v_missing text[];
      v_ticket_fee bigint;
      v_total integer := p_ticket_fee_paise + p_convenience_fee_paise;
      v_booking integer;
      v_converted integer;
    BEGIN
      IF p_key IS NOT NULL THEN
        -- A key is kept p_key_hours; after that it is new again. A concurrent request with the same key waits on
        -- this insert until the first one commits (its outcome is replayed) or rolls back (this one goes ahead).
        INSERT INTO payment_requests (user_id, idempotency_key, request_fingerprint, status_code, response_body, created_at)
          VALUES (p_user_id, p_key, p_fingerprint, NULL, NULL, p_now)
          ON CONFLICT (user_id, idempotency_key) DO UPDATE
            SET request_fingerprint = excluded.request_fingerprint, status_code = NULL, response_body = NULL,
                created_at = excluded.created_at
            WHERE payment_requests.created_at <= p_now - p_key_hours * interval '1 hour';
        IF NOT FOUND THEN
          SELECT request_fingerprint, response_body INTO v_fingerprint, v_outcome FROM payment_requests
            WHERE user_id = p_user_id AND idempotency_key = p_key;
          IF v_fingerprint <> p_fingerprint THEN
            RAISE EXCEPTION USING ERRCODE = 'RP422', MESSAGE = 'idempotency key used for another payment';
          END IF;
          RETURN json_build_object('replayed', true, 'outcome', v_outcome);
        END IF;
      END IF;

      PERFORM pg_advisory_xact_lock_shared(7301, p_show_id), pg_advisory_xact_lock(7302, p_user_id);
      SELECT * INTO v_show FROM shows WHERE id = p_show_id;
      IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'RS404', MESSAGE = 'show not found', DETAIL = 'missing'; END IF;
      IF v_show.cancelled_at IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'RS404', MESSAGE = 'show cancelled', DETAIL = 'cancelled';
      END IF;
      IF v_show.starts_at <= p_now THEN RAISE EXCEPTION USING ERRCODE = 'RP409', MESSAGE = 'show started'; END IF;

      SELECT array_agg(seat_number), min(expires_at) INTO v_held, v_held_until FROM seat_claims
        WHERE show_id = p_show_id AND user_id = p_user_id AND kind = 'HOLD' AND expires_at > p_now;
      IF v_held IS NULL THEN RAISE EXCEPTION USING ERRCODE = 'RP410', MESSAGE = 'no live hold'; END IF;
      IF cardinality(v_held) <> cardinality(p_seats) OR NOT v_held @> p_seats THEN
        RAISE EXCEPTION USING ERRCODE = 'RP412', MESSAGE = 'seats differ from the hold', DETAIL = to_json(v_held)::text;
      END IF;

      SELECT coalesce(sum(price.price_paise), 0), coalesce(array_agg(seat.seat_number), '{}') INTO v_ticket_fee, v_known
        FROM screen_seats seat
        JOIN show_prices price ON price.tier = seat.tier AND price.show_id = p_show_id
        WHERE seat.screen_id = v_show.screen_id AND seat.seat_number = ANY (p_seats);
      v_missing := ARRAY(SELECT s FROM unnest(p_seats) WITH ORDINALITY AS t(s, n) WHERE s <> ALL (v_known) ORDER BY n);
      IF cardinality(v_missing) > 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'RP400', MESSAGE = 'no such seats', DETAIL = to_json(v_missing)::text;
      END IF;
      -- The caller derives the fees from the total the customer was shown; they must be those of the seats' prices.
      IF v_ticket_fee <> p_ticket_fee_paise THEN
        RAISE EXCEPTION USING ERRCODE = 'RP402', MESSAGE = 'amount does not match', DETAIL = v_ticket_fee::text;
      END IF;

      IF p_declined IS NOT NULL THEN
        v_outcome := p_declined;
      ELSE
        INSERT INTO bookings (user_id, show_id, status, seat_numbers, ticket_fee_paise, convenience_fee_paise,
                              total_paise, card_last4, cardholder_name, created_at)
          VALUES (p_user_id, p_show_id, 'CONFIRMED', p_seats, p_ticket_fee_paise, p_convenience_fee_paise, v_total,
                  p_card_last4, p_cardholder, p_now)
          RETURNING id INTO v_booking;
        -- Conditional on the hold still being live: a concurrent payment for the same hold converts nothing.
        UPDATE seat_claims SET kind = 'BOOKED', booking_id = v_booking, expires_at = NULL
          WHERE show_id = p_show_id AND user_id = p_user_id AND kind = 'HOLD' AND expires_at > p_now
            AND seat_number = ANY (p_seats);
        GET DIAGNOSTICS v_converted = ROW_COUNT;
        IF v_converted <> cardinality(p_seats) THEN
          RAISE EXCEPTION USING ERRCODE = 'RP410', MESSAGE = 'hold expired';
        END IF;
        -- The booking's history starts with its hold (taken p_hold_seconds before its earliest seat's expiry) and payment.
        INSERT INTO booking_events (booking_id, kind, at, actor_id, detail) VALUES
          (v_booking, 'HELD', least(v_held_until - p_hold_seconds * interval '1 second', p_now), p_user_id,
           jsonb_build_object('seats', p_seats)),
          (v_booking, 'PAID', p_now, p_user_id, jsonb_build_object('totalPaise', v_total));
        -- The confirmation e-mail is queued with the booking (enqueueMail's row) and sent after commit; the reminder
        -- as queueShowReminders queues it, when the customer opted in and its time is still ahead.
        INSERT INTO mail_outbox (kind, booking_id, next_attempt_at) VALUES ('BOOKING_CONFIRMED', v_booking, p_now)
          ON CONFLICT (booking_id, kind) WHERE kind <> 'BOOKING_RESENT' DO NOTHING;
        INSERT INTO mail_outbox (kind, booking_id, next_attempt_at)
          SELECT 'BOOKING_REMINDER', v_booking, v_show.starts_at - p_reminder_hours * interval '1 hour'
            FROM users u
            WHERE u.id = p_user_id AND u.show_reminders
              AND v_show.starts_at - p_reminder_hours * interval '1 hour' > p_now
          ON CONFLICT (booking_id, kind) WHERE kind <> 'BOOKING_RESENT' DO NOTHING;
        v_outcome := jsonb_build_object('kind', 'booked', 'bookingId', v_booking);
      END IF;

      IF p_key IS NOT NULL THEN
        UPDATE payment_requests
          SET status_code = CASE WHEN p_declined IS NULL THEN 201 ELSE 400 END, response_body = v_outcome
          WHERE user_id = p_user_id AND idempotency_key = p_key;
      END IF;
      RETURN json_build_object('replayed', false, 'outcome', v_outcome);
    END
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION pay_for_hold(integer, integer, text[], timestamptz, integer, integer, text, text, jsonb, integer,
      integer, text, text, integer);
    DROP FUNCTION hold_seats(integer, integer, text[], timestamptz, timestamptz, text, integer, integer);
  `.execute(db);
}
