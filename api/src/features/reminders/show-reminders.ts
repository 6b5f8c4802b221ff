import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** A reminder e-mail goes out this many hours before the show starts. */
export const REMINDER_HOURS_BEFORE = 3;

type Db = Kysely<Database>;

/**
 * Queues the reminder e-mail of each of the customer's bookings, when they opted in: confirmed, still on their list,
 * and whose reminder time (`REMINDER_HOURS_BEFORE` before the show) is still ahead. A booking already having one
 * (queued, sent or skipped) gets none again, so each booking is reminded once at most. The database's
 * `queue_show_reminders` (created by the migrations) picks them, and a payment calls it for its own booking.
 */
export async function queueShowReminders(db: Db, userId: number, now: Date): Promise<void> {
  await sql`SELECT queue_show_reminders(${userId}::integer, ${now}::timestamptz, ${REMINDER_HOURS_BEFORE}::integer)`.execute(
    db,
  );
}

/** Drops the customer's reminders not sent yet (nor being sent right now). */
async function dropPendingReminders(db: Db, userId: number, now: Date): Promise<void> {
  await sql`
    DELETE FROM mail_outbox m USING bookings b
    WHERE m.booking_id = b.id AND b.user_id = ${userId} AND m.kind = 'BOOKING_REMINDER'
      AND m.sent_at IS NULL AND m.skipped_at IS NULL AND m.failed_at IS NULL
      AND (m.locked_until IS NULL OR m.locked_until <= ${now})`.execute(db);
}

export interface ReminderSetting {
  emailReminders: boolean;
  hoursBefore: number;
}

export async function reminderSetting(db: Db, userId: number): Promise<ReminderSetting> {
  const user = await db.selectFrom('users').select('show_reminders').where('id', '=', userId).executeTakeFirstOrThrow();
  return { emailReminders: user.show_reminders, hoursBefore: REMINDER_HOURS_BEFORE };
}

/** Opting in queues a reminder for every show already booked that is far enough ahead; opting out drops them. */
export async function changeReminderSetting(
  db: Db,
  userId: number,
  emailReminders: boolean,
  now: Date,
): Promise<ReminderSetting> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ show_reminders: emailReminders }).where('id', '=', userId).execute();
    if (emailReminders) await queueShowReminders(trx, userId, now);
    else await dropPendingReminders(trx, userId, now);
  });
  return { emailReminders, hoursBefore: REMINDER_HOURS_BEFORE };
}
