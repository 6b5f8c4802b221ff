import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Booking } from '../bookings/schemas.js';
import { toLocal } from '../../lib/cinema-time.js';

const BRAND = '#e50914';
const INK = '#1f2937';
const MUTED = '#6b7280';

function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** When the booking was made, on the cinema's clock, e.g. "20 Nov 2026, 3:42 PM". */
function formatBookedAt(instant: string, timeZone: string): string {
  const local = toLocal(new Date(instant), timeZone);
  return `${formatDate(local.date).replace(/^\w+, /, '')}, ${formatTime(local.time)}`;
}

/** The built-in PDF fonts have no rupee sign, so amounts read "INR". */
function formatAmount(rupees: number): string {
  return `INR ${rupees.toFixed(2)}`;
}

/** How the ticket's QR image is drawn (exported so tests can redraw the expected code). */
export const QR_IMAGE_OPTIONS = { errorCorrectionLevel: 'M', margin: 1, width: 320 } as const;

/**
 * An A5 e-ticket. Text is written with the standard PDF fonts, so it can be extracted; the QR code
 * carries the signed ticket text (`booking.ticketQr`) and the reference is printed beside the booking id.
 * Every date and time is the cinema's (`timeZone`), whatever the server's own time zone: the show's from its stored wall-clock date and time, the booking's converted.
 */
export async function renderTicketPdf(booking: Booking, timeZone: string): Promise<Buffer> {
  const qrPng = await QRCode.toBuffer(booking.ticketQr, QR_IMAGE_OPTIONS);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: `ReelTime ticket - booking ${booking.id}`, Author: 'ReelTime', Subject: booking.movie.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 72;
  doc.rect(0, 0, doc.page.width, 70).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(24)
    .text('ReelTime', 36, 22, { continued: true })
    .font('Helvetica')
    .text('  E-Ticket');

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(booking.movie.title, 36, 92, { width });
  doc.moveDown(0.6);

  const rows: [string, string][] = [
    ['Cinema', `${booking.cinema.name}, ${booking.cinema.location}`],
    ['Date', formatDate(booking.showDate)],
    ['Time', formatTime(booking.startTime)],
    ['Seats', booking.seats.join(', ')],
    ['Tickets', formatAmount(booking.ticketFee)],
    ['Convenience fee', formatAmount(booking.convenienceFee)],
    ['Total', formatAmount(booking.totalAmount)],
    ['Reference', booking.reference],
    ['Booking ID', String(booking.id)],
    ['Status', booking.status],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, 36, y, { width: 110 });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value, 150, y, { width: width - 114 });
    doc.moveDown(0.45);
  }

  const qrSize = 150;
  const qrTop = doc.y + 12;
  doc.image(qrPng, (doc.page.width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Show this QR code at the entrance.', 36, qrTop + qrSize + 8, { width, align: 'center' })
    .text(`Booked on ${formatBookedAt(booking.bookingTime, timeZone)}. Card ending ${booking.cardLast4}.`, {
      width,
      align: 'center',
    });

  doc.end();
  return finished;
}
