/**
 * The wire shapes the front ends read, named. Every one is generated from the API's schemas
 * (`wire.gen.ts`, from `openapi.json`): a field renamed in the API fails the typecheck of each app that reads it.
 */
import type { components, paths } from './wire.gen';

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
/** The live seat stream's events (`GET /api/seats/slot/{slotId}/events`), by event name: their `data`. */
export type SeatSnapshotEvent = Schemas['SeatSnapshotEvent'];
export type SeatChangesEvent = Schemas['SeatChangesEvent'];
export type ShowCancelledEvent = Schemas['ShowCancelledEvent'];

/** The HTTP methods the API's routes answer to. */
export type ApiMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
type OperationOf<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessOf<Responses> =
  Responses extends Record<number, unknown> ? JsonOf<Responses[Extract<keyof Responses, 200 | 201 | 202>]> : never;

/**
 * The JSON a route answers with on success (200, 201 or 202), e.g. `ApiAnswer<'/api/admin/reviews'>`:
 * for the answers that have no name of their own under `components.schemas`.
 */
export type ApiAnswer<P extends keyof paths, M extends ApiMethod = 'get'> = SuccessOf<OperationOf<P, M>['responses']>;

/** The JSON body a route accepts, e.g. `ApiBody<'/api/admin/reviews/{id}/hide', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends ApiMethod = 'post'> = JsonOf<
  NonNullable<OperationOf<P, M>['requestBody']>
>;

/** The query parameters a route reads, e.g. `ApiQuery<'/api/admin/reviews'>`. */
export type ApiQuery<P extends keyof paths, M extends ApiMethod = 'get'> = NonNullable<
  OperationOf<P, M>['parameters']['query']
>;
