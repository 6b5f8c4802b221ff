import { sql, type Kysely } from 'kysely';
import { up as createHoldAndPayFunctions } from './024-hold-and-pay-functions.js';

/**
 * One place writes a booking's mail into the outbox: `enqueue_mail` queues one (a confirmation, cancellation or
 * reminder once per booking, every resend anew), `queue_show_reminders` picks the bookings whose reminder is due
 * (the customer opted in, the booking confirmed and on their list, its reminder time still ahead; one booking, or
 * all of the customer's) and queues each through it. A payment (`pay_for_hold`) calls both inside its own call, so
 * it stays one round trip; the API's enqueueMail and queueShowReminders (src/features/notifications/mail-queue.ts,
 * src/features/reminders/show-reminders.ts) call them too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION enqueue_mail(p_kind text, p_booking_id integer, p_at timestamptz) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      IF p_kind = 'BOOKING_RESENT' THEN
        INSERT INTO mail_outbox (kind, booking_id, next_attempt_at) VALUES (p_kind, p_booking_id, p_at);
      ELSE
        INSERT INTO mail_outbox (kind, booking_id, next_attempt_at) VALUES (p_kind, p_booking_id, p_at)
          ON CONFLICT (booking_id, kind) WHERE kind <> 'BOOKING_RESENT' DO NOTHING;
      END IF;
    END
    $$;

    CREATE FUNCTION queue_show_reminders(
      p_user_id integer, p_now timestamptz, p_hours integer, p_booking_id integer DEFAULT NULL
    ) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM enqueue_mail('BOOKING_REMINDER', b.id, s.starts_at - p_hours * interval '1 hour')
        FROM bookings b
        JOIN shows s ON s.id = b.show_id
        JOIN users u ON u.id = b.user_id
        WHERE b.user_id = p_user_id AND (p_booking_id IS NULL OR b.id = p_booking_id) AND u.show_reminders
          AND b.status = 'CONFIRMED' AND b.removed_at IS NULL
          AND s.starts_at - p_hours * interval '1 hour' > p_now;
    END
    $$;

    CREATE OR REPLACE FUNCTION pay_for_hold(
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
        -- The confirmation e-mail is queued with the booking and sent after commit; the reminder too, when the customer
        -- opted in and its time is still ahead.
        PERFORM enqueue_mail('BOOKING_CONFIRMED', v_booking, p_now);
        PERFORM queue_show_reminders(p_user_id, p_now, p_reminder_hours, v_booking);
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
  // pay_for_hold as the previous migration made it, writing its mail rows itself.
  await sql`
    DROP FUNCTION pay_for_hold(integer, integer, text[], timestamptz, integer, integer, text, text, jsonb, integer,
      integer, text, text, integer);
    DROP FUNCTION hold_seats(integer, integer, text[], timestamptz, timestamptz, text, integer, integer);
  `.execute(db);
  await createHoldAndPayFunctions(db);
  await sql`
    DROP FUNCTION queue_show_reminders(integer, timestamptz, integer, integer);
    DROP FUNCTION enqueue_mail(text, integer, timestamptz);
  `.execute(db);
}
