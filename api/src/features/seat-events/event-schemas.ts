import { Type, type Static } from 'typebox';
import { SeatSchema } from '../seats/schemas.js';

/**
 * What the live seat stream (`GET /api/seats/slot/{slotId}/events`, server-sent events) sends in each event's
 * `data`. A stream has no JSON answer of its own in the API's document, so these are listed there by name and the
 * front ends' types are generated from them like every other wire shape.
 */
export const SeatSnapshotEventSchema = Type.Object(
  {
    slotId: Type.Integer(),
    held: Type.Array(Type.String(), { description: 'Seats held by anyone as the stream starts' }),
    booked: Type.Array(Type.String(), { description: 'Seats booked as the stream starts' }),
  },
  {
    title: 'SeatSnapshotEvent',
    description: 'The `snapshot` event that starts every stream: every seat not listed is AVAILABLE',
  },
);

export const SeatChangesEventSchema = Type.Object(
  {
    slotId: Type.Integer(),
    changes: Type.Array(
      Type.Object({ seatNumber: Type.String(), status: SeatSchema.properties.status }, { additionalProperties: false }),
    ),
  },
  { title: 'SeatChangesEvent', description: 'A `seats` event: seats whose status changed, in order' },
);

export const ShowCancelledEventSchema = Type.Object(
  { slotId: Type.Integer(), message: Type.String() },
  { title: 'ShowCancelledEvent', description: 'The `cancelled` event, the last of a cancelled show’s stream' },
);

export type SeatSnapshotEvent = Static<typeof SeatSnapshotEventSchema>;
export type SeatChangesEvent = Static<typeof SeatChangesEventSchema>;
export type ShowCancelledEvent = Static<typeof ShowCancelledEventSchema>;

export const SEAT_EVENT_SCHEMAS = [SeatSnapshotEventSchema, SeatChangesEventSchema, ShowCancelledEventSchema];

/** One server-sent event: `event` and its JSON `data`, with the `id` a reconnecting browser sends back. */
function frame(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const snapshotEventFrame = (data: SeatSnapshotEvent) => frame('snapshot', data);
export const seatChangesFrame = (id: string, data: SeatChangesEvent) => frame('seats', data, id);
export const showCancelledFrame = (data: ShowCancelledEvent) => frame('cancelled', data);
