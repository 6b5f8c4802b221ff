import { createHash } from 'node:crypto';
import { type AppContext, onePerApp } from '../../app-context.js';
import type { Booking } from '../bookings/schemas.js';
import { renderTicketPdf } from './ticket-pdf.js';

interface Entry {
  /** A hash of everything the PDF shows: the booking as the API describes it, and the cinema's time zone. */
  state: string;
  pdf: Promise<Buffer>;
}

/**
 * Rendered ticket PDFs (tens of milliseconds of CPU each), at most `capacity` bookings, least recently used
 * dropped first. An entry is one booking's PDF for one state of it: any change to what the ticket shows (status,
 * seats, amounts, the signed QR, the show) renders a new one, so a flood of downloads of one ticket costs one
 * render. Concurrent downloads share the render in progress.
 */
export class TicketPdfCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly capacity: number,
    private readonly render = renderTicketPdf,
  ) {}

  get(booking: Booking, timeZone: string): Promise<Buffer> {
    const state = createHash('sha256')
      .update(JSON.stringify(booking))
      .update('\0')
      .update(timeZone)
      .digest('base64url');
    const cached = this.entries.get(booking.id);
    if (cached?.state === state) {
      this.entries.delete(booking.id);
      this.entries.set(booking.id, cached);
      return cached.pdf;
    }
    const pdf = this.render(booking, timeZone);
    if (this.capacity === 0) return pdf;
    const entry = { state, pdf };
    this.entries.delete(booking.id);
    this.entries.set(booking.id, entry);
    // A failed render is not kept: the next download tries again.
    pdf.catch(() => {
      if (this.entries.get(booking.id) === entry) this.entries.delete(booking.id);
    });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return pdf;
  }
}

/** The app's one ticket PDF cache, shared by the download route and the booking e-mail. */
export const ticketPdfsFor: (ctx: AppContext) => TicketPdfCache = onePerApp(
  (ctx) => new TicketPdfCache(ctx.config.bookingOutput.ticketPdfCacheEntries),
);
