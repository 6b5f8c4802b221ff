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

/** The ticket QR's error correction (exported so tests can make the expected code). */
export const QR_ERROR_CORRECTION = 'M';
/** White modules drawn around the code, on top of the page's own white space. */
const QR_QUIET_MODULES = 1;

/**
 * Draws the QR code of `text` as vector squares, `size` points wide with its quiet zone, top-left at (x, y): each
 * row's runs of dark modules are rectangles of one path filled black, so the code stays sharp at any zoom or print
 * size, and making it costs no image encoding or decoding.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const count = modules.size;
  const module = size / (count + QR_QUIET_MODULES * 2);
  const left = x + QR_QUIET_MODULES * module;
  const top = y + QR_QUIET_MODULES * module;
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count;) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column++;
      doc.rect(left + start * module, top + row * module, (column - start) * module, module);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/**
 * An A5 e-ticket. Text is written with the standard PDF fonts, so it can be extracted; the QR code
 * carries the signed ticket text (`booking.ticketQr`) and the reference is printed beside the booking id.
 * Every date and time is the cinema's (`timeZone`), whatever the server's own time zone: the show's from its stored wall-clock date and time, the booking's converted.
 */
export async function renderTicketPdf(booking: Booking, timeZone: string): Promise<Buffer> {
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
  drawQr(doc, booking.ticketQr, (doc.page.width - qrSize) / 2, qrTop, qrSize);
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
