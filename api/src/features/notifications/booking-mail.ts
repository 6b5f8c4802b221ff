import type { Booking } from '../bookings/schemas.js';
import type { AppContext } from '../../app-context.js';
import type { MailKind } from '../../db/schema.js';
import type { OutgoingMessage } from '../codes/notifier.js';
import { createBookingService, toBooking } from '../bookings/service.js';
import { bookingCalendar, calendarFileName, cinemaAddress } from '../calendar/booking-event.js';
import { renderTicketPdf } from '../tickets/ticket-pdf.js';

/** "Sat, 21 Nov 2026" for a yyyy-mm-dd calendar date (no time zone involved). */
export function mailDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC',
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

/** The plain-text body: every detail a customer needs at the door, dates and times on the cinema's clock. */
export function bookingMailText(booking: Booking, recipientName: string): string {
  const end = booking.showEndDateTime.slice(11, 16);
  return [
    `Hi ${recipientName},`,
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

/** The confirmation e-mail with the PDF ticket and the calendar invite attached. */
export async function bookingConfirmationMail(
  booking: Booking,
  recipient: { email: string; name: string },
  timeZone: string,
): Promise<OutgoingMessage> {
  const pdf = await renderTicketPdf(booking, timeZone);
  return {
    to: recipient.email,
    channel: 'email',
    subject: bookingMailSubject(booking),
    text: bookingMailText(booking, recipient.name),
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

/** The mail the queue sends for a booking, built when it is sent; null once the booking is no longer confirmed. */
export async function composeBookingMail(ctx: AppContext, kind: MailKind, bookingId: number): Promise<OutgoingMessage | null> {
  const record = await createBookingService(ctx).findRecord(bookingId);
  if (!record || record.status !== 'CONFIRMED' || kind !== 'BOOKING_CONFIRMED') return null;
  const user = await ctx.db.selectFrom('users').select(['email', 'name']).where('id', '=', record.user_id).executeTakeFirst();
  if (!user) return null;
  return bookingConfirmationMail(toBooking(record, ctx), user, ctx.config.cinemaTimeZone);
}
