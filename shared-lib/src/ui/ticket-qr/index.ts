/**
 * `@reeltime/shared-lib/ticket-qr`: a ticket's QR code with its large view (booking's confirmation, account's
 * bookings). No state, so shared without being a singleton: the first remote on the page that uses it
 * provides it, and pages without a ticket never load it.
 */
export { TicketQrZoom } from './TicketQrZoom';
