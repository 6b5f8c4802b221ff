import type { Booking } from '../bookings/schemas.js';
import type { AppContext } from '../../app-context.js';
import type { MailKind } from '../../db/schema.js';
import type { OutgoingMessage } from '../codes/notifier.js';
import type { ComposedMail } from './mail-queue.js';
import { createBookingService, toBooking } from '../bookings/service.js';
import { bookingCalendar, calendarFileName, cinemaAddress } from '../calendar/booking-event.js';
import { ticketPdfsFor, type TicketPdfCache } from '../tickets/ticket-pdf-cache.js';
import { paiseToRupees } from '../../lib/money.js';
import { composeReminderMail } from '../reminders/reminder-mail.js';

/** "Sat, 21 Nov 2026" for a yyyy-mm-dd calendar date (no time zone involved). */
export function mailDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "3:00 PM" for HH:mm. */
export function mailTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

function rupees(amount: number): string {
  return `₹${amount.toFixed(2)}`;
}

export function bookingMailSubject(booking: Booking): string {
  const reference = booking.reference ? ` (${booking.reference})` : '';
  return `Booking confirmed: ${booking.movie.title}, ${mailDate(booking.showDate)} at ${mailTime(booking.startTime)}${reference}`;
}

/**
 * The plain-text body: every detail a customer needs at the door, dates and times on the cinema's clock. It
 * carries nothing a customer wrote (no account name: the greeting is neutral), so an account opened with someone
 * else's address cannot put its own words, links or layout into a genuine ReelTime mail.
 */
export function bookingMailText(booking: Booking): string {
  const end = booking.showEndDateTime.slice(11, 16);
  return [
    'Hello,',
    '',
    `Your tickets for ${booking.movie.title} are booked. Enjoy the show!`,
    '',
    ...(booking.reference ? [`Booking reference: ${booking.reference}`] : []),
    `Booking ID: ${booking.id}`,
    `Movie: ${booking.movie.title}`,
    `Cinema: ${cinemaAddress(booking)}`,
    `Date: ${mailDate(booking.showDate)}`,
    `Time: ${mailTime(booking.startTime)} (ends about ${mailTime(end)}), cinema time`,
    `Seats: ${booking.seats.join(', ')}`,
    `Tickets: ${rupees(booking.ticketFee)}`,
    `Convenience fee: ${rupees(booking.convenienceFee)}`,
    `Total paid: ${rupees(booking.totalAmount)} (card ending ${booking.cardLast4})`,
    '',
    'Your e-ticket is attached as a PDF: show its QR code at the entrance.',
    'Add the show to your calendar with the attached invite (.ics).',
    '',
    'ReelTime',
  ].join('\n');
}

/** The confirmation e-mail to `email`, with the PDF ticket (the one the download serves) and the calendar invite attached. */
export async function bookingConfirmationMail(
  booking: Booking,
  email: string,
  timeZone: string,
  pdfs: TicketPdfCache,
): Promise<OutgoingMessage> {
  const pdf = await pdfs.get(booking, timeZone);
  return {
    to: email,
    channel: 'email',
    subject: bookingMailSubject(booking),
    text: bookingMailText(booking),
    attachments: [
      { filename: `ticket-booking-${booking.id}.pdf`, contentType: 'application/pdf', content: pdf },
      {
        filename: calendarFileName(booking),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(bookingCalendar(booking, timeZone), 'utf8'),
      },
    ],
  };
}

export function cancellationMailSubject(booking: Booking): string {
  const reference = booking.reference ? ` (${booking.reference})` : '';
  return `Booking cancelled: ${booking.movie.title}, ${mailDate(booking.showDate)} at ${mailTime(booking.startTime)}${reference}`;
}

/**
 * The cancellation e-mail: which booking was cancelled and what was refunded to which card. Like the confirmation
 * it carries nothing a customer (or a back-office reason) wrote, so it cannot be turned into a phishing mail.
 */
export function cancellationMailText(booking: Booking, refundPaise: number): string {
  return [
    'Hello,',
    '',
    `Your booking for ${booking.movie.title} has been cancelled and its seats released.`,
    '',
    ...(booking.reference ? [`Booking reference: ${booking.reference}`] : []),
    `Booking ID: ${booking.id}`,
    `Movie: ${booking.movie.title}`,
    `Cinema: ${cinemaAddress(booking)}`,
    `Date: ${mailDate(booking.showDate)}`,
    `Time: ${mailTime(booking.startTime)}, cinema time`,
    `Seats: ${booking.seats.join(', ')}`,
    `Total paid: ${rupees(booking.totalAmount)}`,
    refundPaise > 0
      ? `Refund: ${rupees(paiseToRupees(refundPaise))}, refunded to your card ending ${booking.cardLast4}`
      : 'Refund: none under the cinema’s cancellation policy',
    '',
    'ReelTime',
  ].join('\n');
}

export function bookingCancellationMail(booking: Booking, email: string, refundPaise: number): OutgoingMessage {
  return {
    to: email,
    channel: 'email',
    subject: cancellationMailSubject(booking),
    text: cancellationMailText(booking, refundPaise),
  };
}

/**
 * The mail the queue sends for a booking, built when it is sent: the confirmation (first or sent again) while the
 * booking is confirmed, the cancellation once it is cancelled; null when there is nothing to send any more.
 */
export async function composeBookingMail(
  ctx: AppContext,
  kind: MailKind,
  bookingId: number,
): Promise<ComposedMail | null> {
  if (kind === 'BOOKING_REMINDER') return composeReminderMail(ctx, bookingId);
  const record = await createBookingService(ctx).findRecord(bookingId);
  const wanted = kind === 'BOOKING_CANCELLED' ? 'CANCELLED' : 'CONFIRMED';
  if (!record || record.status !== wanted) return null;
  const user = await ctx.db.selectFrom('users').select('email').where('id', '=', record.user_id).executeTakeFirst();
  if (!user) return null;
  const booking = toBooking(record, ctx);
  const message =
    kind === 'BOOKING_CANCELLED'
      ? bookingCancellationMail(booking, user.email, record.refund_paise ?? 0)
      : await bookingConfirmationMail(booking, user.email, record.time_zone, ticketPdfsFor(ctx));
  return { message, accountId: record.user_id };
}

/** "1 hour", "24 hours", "90 minutes", "45 seconds". */
function windowText(ms: number): string {
  const [amount, unit] =
    ms % 3_600_000 === 0
      ? [ms / 3_600_000, 'hour']
      : ms % 60_000 === 0
        ? [ms / 60_000, 'minute']
        : [Math.round(ms / 1000), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * Counts a booking e-mail against its account's and its recipient address's windows; the reason it must not be
 * sent when either is over its maximum (the address's count outlives the account, e.g. deleted and opened again).
 */
export async function bookingMailOverLimit(ctx: AppContext, mail: ComposedMail): Promise<string | null> {
  const { mailAccount, mailRecipient } = ctx.config.bookingOutput;
  const checks = [
    { key: `booking-mail:account:${mail.accountId}`, rule: mailAccount, what: 'account' },
    { key: `booking-mail:recipient:${mail.message.to.toLowerCase()}`, rule: mailRecipient, what: 'recipient address' },
  ];
  const counts = await ctx.limiter.hit(checks);
  for (const check of checks) {
    const count = counts.find((entry) => entry.key === check.key);
    if (count && count.hits > check.rule.max) {
      return `over ${check.rule.max} booking e-mails per ${check.what} in ${windowText(check.rule.windowMs)}`;
    }
  }
  return null;
}
