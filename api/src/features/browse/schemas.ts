import { Type } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';
import { MovieSchema } from '../movies/schemas.js';

const CityName = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 80,
    pattern: '\\S',
    description,
    'x-message': 'city must be a city name of 1 to 80 characters',
  });
const ListOf = (what: string, example: string) =>
  Type.String({
    maxLength: 200,
    description: `${what}, comma-separated for several (any of them), e.g. "${example}"; case ignored`,
    'x-message': `${what.split(' ')[0].toLowerCase()} must be a comma-separated list of at most 200 characters`,
  });

export const BrowseQuery = Type.Object({
  city: Type.Optional(CityName('A city with a ReelTime cinema (see GET /cities); without it, every city')),
  language: Type.Optional(ListOf('Language of the shows (of the film, when coming soon)', 'Tamil,Hindi')),
  genre: Type.Optional(ListOf('Genre', 'Action,Drama')),
  format: Type.Optional(
    Type.String({
      pattern: '^(2D|3D|IMAX|4DX)(,(2D|3D|IMAX|4DX))*$',
      description: 'Show format: 2D, 3D, IMAX or 4DX, comma-separated for several (any of them)',
      'x-message': 'format must be 2D, 3D, IMAX or 4DX (comma-separated for several)',
    }),
  ),
});

const FacetCountSchema = Type.Object({
  value: Type.String(),
  count: Type.Integer({
    minimum: 0,
    description: 'Films listed (now showing and coming soon) with this value chosen, the other filters kept',
  }),
});

const BrowsedMovieSchema = Type.Object({
  ...MovieSchema.properties,
  formats: Type.Array(Type.Union([Type.Literal('2D'), Type.Literal('3D'), Type.Literal('IMAX'), Type.Literal('4DX')]), {
    description: 'Formats of its live shows in the city ([] when coming soon)',
  }),
  shows: Type.Integer({ minimum: 0, description: 'Live shows ahead in the city' }),
});

export const BrowseResponse = Type.Object({
  city: Type.Union([Type.String(), Type.Null()], { description: 'The city as the cinemas spell it; null: every city' }),
  nowShowing: Type.Array(BrowsedMovieSchema, {
    description: 'Films with live shows ahead in the city, newest release first',
  }),
  comingSoon: Type.Array(BrowsedMovieSchema, {
    description:
      'Films without shows in the city yet (release date ahead or not scheduled there), soonest release first',
  }),
  facets: Type.Object({
    languages: Type.Array(FacetCountSchema, { description: 'Most films first' }),
    genres: Type.Array(FacetCountSchema, { description: 'Most films first' }),
    formats: Type.Array(FacetCountSchema, { description: 'Always 2D, 3D, IMAX, 4DX, in that order' }),
  }),
});

export const CityListResponse = Type.Array(
  Type.Object({
    name: Type.String({ description: 'As the cinemas spell it, e.g. "Chennai"' }),
    cinemas: Type.Integer({ minimum: 1, description: 'Cinemas with live shows' }),
    movies: Type.Integer({ minimum: 1, description: 'Films with live shows' }),
    shows: Type.Integer({ minimum: 1, description: 'Live shows ahead' }),
  }),
);

export const FilmCitiesQuery = Type.Object({ city: Type.Optional(CityName('The customer’s city')) });

export const FilmCitiesResponse = Type.Object({
  city: Type.Union([Type.String(), Type.Null()], { description: 'The city asked about, as the cinemas spell it' }),
  showsInCity: Type.Integer({ minimum: 0, description: 'Live shows of the film ahead in that city' }),
  nearest: Type.Array(
    Type.Object({
      name: Type.String(),
      cinemas: Type.Integer({ minimum: 1 }),
      shows: Type.Integer({ minimum: 1 }),
    }),
    { description: 'Other cities with live shows of the film, most shows first' },
  ),
});

export const MovieAlertSchema = Type.Object({
  movieId: Type.Integer(),
  city: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MovieAlertBody = Type.Object(
  {
    movieId: IdSchema({ 'x-message': 'movieId must be a movie id' }),
    city: CityName('The city to hear about'),
  },
  { additionalProperties: false },
);

export const MovieAlertParams = Type.Object({ movieId: IdSchema({ 'x-message': 'movieId must be a movie id' }) });
export const MovieAlertDeleteQuery = Type.Object({ city: Type.Optional(CityName('Only the alert for this city')) });
