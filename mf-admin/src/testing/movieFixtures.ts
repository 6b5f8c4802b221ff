import type { AdminMovie } from '../features/movies/api/getAdminMovies';

export const adminMovieFixture = (overrides: Partial<AdminMovie> = {}): AdminMovie => ({
  id: 21,
  title: 'The Night Ferry',
  description: 'A ferry pilot races a cyclone across the Sundarbans.',
  languages: ['Bengali', 'Hindi'],
  genres: ['Thriller'],
  certification: 'UA13+',
  runtimeMinutes: 131,
  releaseDate: '2026-11-20',
  cast: [{ name: 'Ira Sen', role: 'Pilot' }],
  crew: [{ name: 'Anjali Rao', job: 'Director' }],
  trailerUrl: 'https://www.youtube.com/watch?v=kM3vQx7LpT2',
  status: 'now_showing',
  archivedAt: null,
  thumbnail: 'http://api.test/posters/21.svg',
  poster: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});
