import { Type, type Static } from 'typebox';
import { MovieSchema, SEARCH_LIMIT_CAP } from '../movies/schemas.js';
import { SEARCH_TEXT_MAX_LENGTH } from './search-text.js';

export const CITY_MAX_LENGTH = 60;

export const SearchAllQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: SEARCH_TEXT_MAX_LENGTH,
      'x-message': `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
      description:
        'What the customer typed: film titles, languages, genres, cast and crew, cinema names, addresses and cities, typos forgiven',
    }),
  ),
  city: Type.Optional(
    Type.String({
      maxLength: CITY_MAX_LENGTH,
      'x-message': `city must be at most ${CITY_MAX_LENGTH} characters`,
      description: 'The customer’s city: films playing there and its cinemas come first within each rank',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      'x-message': 'limit must be a whole number from 1',
      description: `Most films listed; capped at ${SEARCH_LIMIT_CAP}`,
    }),
  ),
});
export type SearchAllQuery = Static<typeof SearchAllQuery>;

export const CinemaMatchSchema = Type.Object({
  id: Type.Integer({ description: 'Its page is /cinemas/{id}' }),
  name: Type.String(),
  city: Type.String(),
  address: Type.String({ description: 'Street address, e.g. "Lower Parel, Mumbai"' }),
});

export const SearchAllSchema = Type.Object(
  {
    movies: Type.Array(MovieSchema, {
      description: 'Films still in the catalogue, best match first (the same list as /movies/search)',
    }),
    cinemas: Type.Array(CinemaMatchSchema, { description: 'Cinemas with shows ahead, best match first' }),
    suggestions: Type.Array(Type.String(), {
      description: 'When no film matched: the closest titles ("Did you mean …"), closest first; else empty',
    }),
  },
  {
    description:
      'Rendered once per text, city and limit for up to 30 s, with Cache-Control and a strong ETag (304 when If-None-Match names it)',
  },
);
