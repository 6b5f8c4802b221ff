import { filtersFromSearch, hasFilters, isChosen, NO_FILTERS, searchOf, toggleFilter } from '../browseFilters';

describe('All Movies filters in the URL', () => {
  it('reads comma-separated values, ignoring blanks, duplicates and other parameters', () => {
    expect(filtersFromSearch('?language=Tamil,,Hindi,Tamil&format=IMAX&utm=x')).toEqual({
      language: ['Tamil', 'Hindi'],
      genre: [],
      format: ['IMAX'],
    });
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
  });

  it('writes them in one order (city, language, genre, format) with readable commas, or nothing', () => {
    expect(searchOf({ format: ['3D', 'IMAX'], genre: ['Sci-Fi'], language: ['Tamil'] }, 'Navi Mumbai')).toBe(
      '?city=Navi+Mumbai&language=Tamil&genre=Sci-Fi&format=3D,IMAX',
    );
    expect(searchOf(NO_FILTERS)).toBe('');
    expect(searchOf(NO_FILTERS, null)).toBe('');
  });

  it('toggles a value on and off, ignoring case', () => {
    const on = toggleFilter(NO_FILTERS, 'genre', 'Drama');
    expect(on.genre).toEqual(['Drama']);
    expect(isChosen(on, 'genre', 'drama')).toBe(true);
    expect(hasFilters(on)).toBe(true);
    expect(toggleFilter(on, 'genre', 'DRAMA')).toEqual(NO_FILTERS);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });
});
