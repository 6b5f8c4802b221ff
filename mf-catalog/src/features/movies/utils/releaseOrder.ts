import { dateValue, type Movie } from '@reeltime/shared-lib';

/** Newest release first; movies without a usable release date go last, in their original order. */
export function sortByReleaseDate(movies: readonly Movie[]): Movie[] {
  return [...movies].sort((a, b) => {
    const left = dateValue(a.releaseDate);
    const right = dateValue(b.releaseDate);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    return right - left;
  });
}

/** The `count` newest movies that have a release date. */
export function latestReleases(movies: readonly Movie[], count: number): Movie[] {
  return sortByReleaseDate(movies.filter((movie) => dateValue(movie.releaseDate) !== null)).slice(0, count);
}
