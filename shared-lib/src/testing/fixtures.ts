import type { Movie } from '../domain/types';

let nextId = 1000;

/** A believable movie; override what the test is about. */
export function movieFixture(overrides: Partial<Movie> = {}): Movie {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Movie ${id}`,
    description: 'A sweeping story of courage, family and a city that never sleeps.',
    thumbnail: `http://api.test/posters/${id}.svg`,
    trailer: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    duration: 142,
    certification: 'UA',
    language: 'Hindi',
    genre: 'Action, Drama',
    releaseDate: '2026-11-01',
    ...overrides,
  };
}
