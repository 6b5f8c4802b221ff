/**
 * The wire shapes the front ends read, named. Every one is generated from the API's schemas
 * (`wire.gen.ts`, from `openapi.json`): a field renamed in the API fails the typecheck of each app that reads it.
 */
import type { components } from './wire.gen';

type Schemas = components['schemas'];

export type { components, operations, paths } from './wire.gen';

/** The one error body of every failure: `{ error, message }`. */
export type ApiErrorBody = Schemas['Error'];
export type Movie = Schemas['Movie'];
/** A film with its upcoming shows (`GET /movies/{id}`). */
export type MovieWithSlots = Schemas['MovieWithSlots'];
export type MovieRating = Schemas['Rating'];
export type Slot = Schemas['Slot'];
export type Seat = Schemas['Seat'];
export type SeatStatus = Seat['status'];
/** The answer to `POST /api/bookings/select-seats`. */
export type SeatHold = Schemas['SeatHold'];
export type Booking = Schemas['Booking'];
export type BookingStatus = Booking['status'];
/** What cancelling a booking now gives back under its cinema's policy, or why it can no longer be cancelled. */
export type RefundQuote = Schemas['RefundQuote'];
export type UserProfile = Schemas['Profile'];
/** What a ticket's QR code encodes when the booking carries no signed `ticketQr`. */
export type TicketQrPayload = Schemas['TicketQrPayload'];
