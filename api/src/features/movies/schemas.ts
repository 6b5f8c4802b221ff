import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';
import { POSTER_FILE_PATTERN } from './poster-urls.js';
import { RatingSchema } from '../reviews/rating.js';

export const MovieSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    thumbnail: Type.String({
      description: 'Absolute URL of the film’s uploaded poster (480 wide, WebP), else of the poster the API generates',
    }),
    trailer: Type.Union([Type.String(), Type.Null()], { description: 'YouTube watch URL, or null' }),
    duration: Type.Integer({ description: 'Minutes' }),
    certification: Type.Union([Type.String(), Type.Null()]),
    language: Type.Union([Type.String(), Type.Null()]),
    genre: Type.String({ description: 'Comma-separated, e.g. "Action, Drama"' }),
    releaseDate: Type.Union([Type.String({ description: 'yyyy-mm-dd' }), Type.Null()]),
    rating: Type.Optional(Type.Union([RatingSchema, Type.Null()])),
  },
  { title: 'Movie' },
);
export type Movie = Static<typeof MovieSchema>;

export const SlotSchema = Type.Object(
  {
    slotId: Type.Integer(),
    id: Type.Integer({ description: 'Same as slotId' }),
    showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
    startTime: Type.String({ description: 'HH:mm, cinema time' }),
    startsAt: Type.String({
      description: 'The start as ISO 8601 with the cinema’s UTC offset, e.g. 2025-01-31T19:30:00+05:30',
    }),
    theaterName: Type.String(),
    location: Type.String(),
    city: Type.String({ description: 'City of the cinema, e.g. "Mumbai"' }),
    totalSeats: Type.Integer({ minimum: 0, description: 'Seats of the cinema' }),
    availableSeats: Type.Integer({
      minimum: 0,
      description: 'Seats neither booked nor held by anyone; 0: sold out. Up to a few seconds old (see Cache-Control)',
    }),
    cancellationPolicy: Type.Object(
      {
        cutoffMinutes: Type.Integer({
          minimum: 0,
          description: 'A booking may be cancelled until this many minutes before the show (0: until it starts)',
        }),
        refundPercent: Type.Integer({
          minimum: 0,
          maximum: 100,
          description: 'Share of the ticket price refunded on such a cancellation',
        }),
      },
      { description: 'The cinema’s cancellation policy' },
    ),
    cinemaId: Type.Integer({ description: 'The cinema’s id: its page is GET /cinemas/{cinemaId}' }),
    facilities: Type.Array(Type.String(), {
      description: 'The cinema’s facilities, e.g. "Parking", "Wheelchair access"',
    }),
    format: Type.String({ description: '2D, 3D, IMAX or 4DX' }),
    audioLanguage: Type.Union([Type.String(), Type.Null()], { description: 'Language of the sound track' }),
    subtitles: Type.Union([Type.String(), Type.Null()], { description: 'Language of the subtitles, or null for none' }),
    minPrice: Type.Union([Type.Number(), Type.Null()], { description: 'Cheapest seat of the show, rupees' }),
    maxPrice: Type.Union([Type.Number(), Type.Null()], { description: 'Dearest seat of the show, rupees' }),
  },
  { title: 'Slot' },
);
export type Slot = Static<typeof SlotSchema>;

export const MovieWithSlotsSchema = Type.Object(
  { ...MovieSchema.properties, slots: Type.Array(SlotSchema) },
  { title: 'MovieWithSlots' },
);

export const MovieListSchema = Type.Array(MovieSchema);

export const MovieIdParams = Type.Object({ id: IdSchema() });

export const PosterFileParams = Type.Object({
  file: Type.String({
    pattern: POSTER_FILE_PATTERN,
    'x-message': 'file must be a poster file name: {key}-{240|480|960}.{webp|jpg}',
  }),
});

export const SEARCH_LIMIT_CAP = 1000;
export const SearchQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, description: `Capped at ${SEARCH_LIMIT_CAP}` })),
});
