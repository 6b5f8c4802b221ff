import type { AppContext } from '../../app-context.js';
import type { ComposedMail } from '../notifications/mail-queue.js';
import { mailDate, mailTime } from '../notifications/booking-mail.js';
import { createBookingService, toBooking } from '../bookings/service.js';
import { cinemaAddress } from '../calendar/booking-event.js';
import { addDays, toLocal } from '../../lib/cinema-time.js';

/** "today", "tomorrow" or "on Sat, 21 Nov 2026": the show's day as the cinema's calendar reads it now. */
export function showDayWords(showDate: string, now: Date, timeZone: string): string {
  const today = toLocal(now, timeZone).date;
  if (showDate === today) return 'today';
  if (showDate === addDays(today, 1)) return 'tomorrow';
  return `on ${mailDate(showDate)}`;
}

/**
 * The reminder e-mail of a booking, written when it is sent: only while the booking is confirmed and on the
 * customer's list, the show still ahead and the customer still opted in; else null (nothing to send any more).
 * Dates and times are the cinema's own clock, named as such. Like the other booking mails it carries nothing a
 * customer wrote.
 */
export async function composeReminderMail(ctx: AppContext, bookingId: number): Promise<ComposedMail | null> {
  const record = await createBookingService(ctx).findRecord(bookingId);
  const now = ctx.now();
  if (!record || record.status !== 'CONFIRMED' || record.removed_at !== null || record.starts_at <= now) return null;
  const who = await ctx.db
    .selectFrom('users')
    .innerJoin('shows', (join) => join.on('shows.id', '=', record.show_id))
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select(['users.email', 'users.show_reminders', 'theaters.time_zone'])
    .where('users.id', '=', record.user_id)
    .executeTakeFirst();
  if (!who?.show_reminders) return null;
  const booking = toBooking(record, ctx);
  const day = showDayWords(booking.showDate, now, who.time_zone);
  const time = mailTime(booking.startTime);
  return {
    accountId: record.user_id,
    message: {
      to: who.email,
      channel: 'email',
      subject: `Reminder: ${booking.movie.title} ${day} at ${time}${booking.reference ? ` (${booking.reference})` : ''}`,
      text: [
        'Hello,',
        '',
        `A reminder: ${booking.movie.title} starts ${day} at ${time} (cinema time).`,
        '',
        ...(booking.reference ? [`Booking reference: ${booking.reference}`] : []),
        `Cinema: ${cinemaAddress(booking)}`,
        `Date: ${mailDate(booking.showDate)}`,
        `Time: ${time}, cinema time`,
        `Seats: ${booking.seats.join(', ')}`,
        '',
        'Show the QR code of your ticket at the entrance: it is in My Bookings and in your confirmation e-mail.',
        'You asked for this reminder; switch reminders off on your profile.',
        '',
        'ReelTime',
      ].join('\n'),
    },
  };
}
