import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';
import { MOVIE_STATUSES, type MovieStatus } from './movie-status.js';

export const CERTIFICATIONS = ['U', 'UA', 'UA7+', 'UA13+', 'UA16+', 'A', 'S'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];
export const RUNTIME_MAX_MINUTES = 600;
const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
/** Some character other than white space. */
const NOT_BLANK = '\\S';

const text = (field: string, max: number, options: { required?: boolean } = {}) =>
  Type.String({
    maxLength: max,
    ...(options.required ? { minLength: 1, pattern: NOT_BLANK } : {}),
    'x-message': options.required
      ? `${field} must be 1 to ${max} characters`
      : `${field} must be at most ${max} characters`,
  });

const label = (field: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    pattern: NOT_BLANK,
    'x-message': `each of ${field} must be 1 to 40 characters`,
  });

export const CastMemberSchema = Type.Object(
  {
    name: text('cast name', 100, { required: true }),
    role: text('cast role', 100),
  },
  { additionalProperties: false },
);

export const CrewMemberSchema = Type.Object(
  {
    name: text('crew name', 100, { required: true }),
    job: text('crew job', 100, { required: true }),
  },
  { additionalProperties: false },
);

export const MovieBody = Type.Object(
  {
    title: text('title', 200, { required: true }),
    description: text('description', 5000),
    languages: Type.Array(label('languages'), {
      maxItems: 10,
      uniqueItems: true,
      description: 'Audio languages, the usual one first, e.g. ["Hindi", "Tamil"]',
    }),
    genres: Type.Array(label('genres'), { maxItems: 10, uniqueItems: true, description: 'e.g. ["Action", "Drama"]' }),
    certification: Type.Unsafe<Certification | null>({
      type: 'string',
      nullable: true,
      enum: [...CERTIFICATIONS, null],
      'x-message': `certification must be one of ${CERTIFICATIONS.join(', ')} (or null while not yet certified)`,
    }),
    runtimeMinutes: Type.Integer({
      minimum: 1,
      maximum: RUNTIME_MAX_MINUTES,
      'x-message': `runtimeMinutes must be a whole number of minutes from 1 to ${RUNTIME_MAX_MINUTES}`,
    }),
    releaseDate: Type.Unsafe<string | null>({
      type: 'string',
      nullable: true,
      pattern: DATE_PATTERN,
      'x-message': 'releaseDate must be a calendar date written yyyy-mm-dd (or null)',
    }),
    cast: Type.Array(CastMemberSchema, {
      maxItems: 100,
      description: 'Actors, billing order: name and the part played',
    }),
    crew: Type.Array(CrewMemberSchema, { maxItems: 100, description: 'Name and job, e.g. Director' }),
    trailerUrl: Type.Unsafe<string | null>({
      type: 'string',
      nullable: true,
      maxLength: 300,
      'x-message': 'trailerUrl must be a YouTube link of at most 300 characters (or null)',
      description:
        'https://www.youtube.com/watch?v=ID, https://youtu.be/ID or https://www.youtube.com/embed/ID; stored as the watch form',
    }),
  },
  { additionalProperties: false },
);
export type MovieBody = Static<typeof MovieBody>;

export const ArchiveBody = Type.Object(
  {
    archived: Type.Optional(
      Type.Boolean({
        'x-message': 'archived must be true or false',
        description: 'false un-archives the film (it can get new shows again); default true',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ArchiveBody = Static<typeof ArchiveBody>;

export const MoviesQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, 'x-message': 'q must be at most 100 characters' })),
  status: Type.Optional(
    Type.Unsafe<MovieStatus>({
      type: 'string',
      enum: [...MOVIE_STATUSES],
      'x-message': `status must be one of ${MOVIE_STATUSES.join(', ')}`,
    }),
  ),
});
export type MoviesQuery = Static<typeof MoviesQuery>;

export const AdminMovieIdParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a movie id' }) });

const PosterImageSchema = Type.Object({
  width: Type.Integer(),
  format: Type.Union([Type.Literal('webp'), Type.Literal('jpeg')]),
  url: Type.String({ description: 'Content-addressed: cached by browsers for a year' }),
});

export const AdminMovieSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  languages: Type.Array(Type.String()),
  genres: Type.Array(Type.String()),
  certification: Type.Union([Type.String(), Type.Null()]),
  runtimeMinutes: Type.Integer(),
  releaseDate: Type.Union([Type.String({ description: 'yyyy-mm-dd' }), Type.Null()]),
  cast: Type.Array(Type.Object({ name: Type.String(), role: Type.String() })),
  crew: Type.Array(Type.Object({ name: Type.String(), job: Type.String() })),
  trailerUrl: Type.Union([Type.String({ description: 'The watch form' }), Type.Null()]),
  status: Type.Unsafe<MovieStatus>({
    type: 'string',
    enum: [...MOVIE_STATUSES],
    description: 'archived: no new shows; coming_soon: released after today (cinema time); now_showing: otherwise',
  }),
  archivedAt: Type.Union([Type.String({ description: 'ISO 8601 instant' }), Type.Null()]),
  thumbnail: Type.String({ description: 'What customers see: the uploaded poster (480 wide), else the generated one' }),
  poster: Type.Union(
    [
      Type.Object({
        key: Type.String(),
        images: Type.Array(PosterImageSchema, { description: 'Every width in WebP and JPEG' }),
      }),
      Type.Null(),
    ],
    { description: 'The uploaded poster; null: the generated one is shown' },
  ),
  updatedAt: Type.String({ description: 'ISO 8601 instant' }),
});
export type AdminMovie = Static<typeof AdminMovieSchema>;

export const AdminMovieListSchema = Type.Object({
  movies: Type.Array(AdminMovieSchema, { description: 'Newest release first (no date last), then newest id' }),
});
