import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

export const CinemaIdParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a cinema id' }) });

export const CinemaListQuery = Type.Object({
  city: Type.Optional(
    Type.String({
      maxLength: 60,
      'x-message': 'city must be a city name of at most 60 characters',
      description: 'Only the cinemas of this city (case and surrounding spaces ignored); empty or absent: every city',
    }),
  ),
});

const CancellationPolicySchema = Type.Object(
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
);

export const CinemaSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.String({ description: 'e.g. "Mumbai"' }),
  address: Type.String({ description: 'The street address line, e.g. "Lower Parel, Mumbai"' }),
  mapUrl: Type.String({
    description: 'A map search for the cinema’s name and address (Google Maps; opens the maps app on phones)',
  }),
  facilities: Type.Array(Type.String(), { description: 'e.g. "Parking", "Food & beverages", "Wheelchair access"' }),
});
export type CinemaSummary = Static<typeof CinemaSummarySchema>;
export const CinemaListSchema = Type.Array(CinemaSummarySchema);

export const AccessibilitySchema = Type.Object({
  wheelchairSpaces: Type.Integer({
    minimum: 0,
    description: 'Wheelchair spaces across the cinema’s screens (from their seat layouts)',
  }),
  companionSeats: Type.Integer({ minimum: 0, description: 'Companion seats beside those spaces' }),
  screens: Type.Integer({ minimum: 0, description: 'Screens of the cinema' }),
  screensWithWheelchairSpaces: Type.Integer({ minimum: 0, description: 'Screens with at least one wheelchair space' }),
  features: Type.Array(Type.String(), {
    description: 'The facilities that concern access, e.g. "Wheelchair access", "Hearing loop"',
  }),
});
export type Accessibility = Static<typeof AccessibilitySchema>;

export const CinemaShowSchema = Type.Object({
  slotId: Type.Integer({ description: 'The show’s id: what seat selection and payment take' }),
  id: Type.Integer({ description: 'Same as slotId' }),
  showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  startTime: Type.String({ description: 'HH:mm, cinema time' }),
  startsAt: Type.String({
    description: 'The start as ISO 8601 with the cinema’s UTC offset, e.g. 2025-01-31T19:30:00+05:30',
  }),
  screenName: Type.String({ description: 'e.g. "Screen 2"' }),
  format: Type.String({ description: '2D, 3D, IMAX or 4DX' }),
  audioLanguage: Type.Union([Type.String(), Type.Null()], { description: 'Language of the sound track' }),
  subtitles: Type.Union([Type.String(), Type.Null()], { description: 'Language of the subtitles, or null for none' }),
  minPrice: Type.Union([Type.Number(), Type.Null()], { description: 'Cheapest seat of the show, rupees' }),
  maxPrice: Type.Union([Type.Number(), Type.Null()], { description: 'Dearest seat of the show, rupees' }),
});
export type CinemaShow = Static<typeof CinemaShowSchema>;

export const CinemaFilmSchema = Type.Object({
  id: Type.Integer({ description: 'The movie’s id' }),
  title: Type.String(),
  thumbnail: Type.String({ description: 'Absolute URL of the film’s poster' }),
  duration: Type.Integer({ description: 'Minutes' }),
  certification: Type.Union([Type.String(), Type.Null()]),
  language: Type.Union([Type.String(), Type.Null()], { description: 'The film’s languages, comma-separated' }),
  genre: Type.String({ description: 'Comma-separated' }),
  shows: Type.Array(CinemaShowSchema, { description: 'Its shows at this cinema still ahead, by date then time' }),
});
export type CinemaFilm = Static<typeof CinemaFilmSchema>;

export const CinemaPageSchema = Type.Object({
  ...CinemaSummarySchema.properties,
  timeZone: Type.String({ description: 'IANA zone of the show dates and times, e.g. Asia/Kolkata' }),
  accessibility: AccessibilitySchema,
  cancellationPolicy: CancellationPolicySchema,
  showDates: Type.Array(Type.String(), {
    description: 'The days (yyyy-mm-dd, cinema time) with shows ahead, from today, ascending',
  }),
  films: Type.Array(CinemaFilmSchema, { description: 'Every film with shows ahead here in the coming days, by title' }),
});
export type CinemaPage = Static<typeof CinemaPageSchema>;
