import { dateValue, formatDate, formatShortDate, monthShort, parseDate, weekdayShort } from '../date';

describe('parseDate', () => {
  it('reads yyyy-mm-dd as a local calendar day (no time-zone shift)', () => {
    const date = parseDate('2026-01-01');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 0, 1, 0]);
  });

  it('reads an ISO date-time', () => {
    expect(parseDate('2026-11-21T10:30:00.000Z')?.getTime()).toBe(Date.UTC(2026, 10, 21, 10, 30));
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %p', (value) => {
    expect(parseDate(value)).toBeNull();
  });
});

describe('day and month names', () => {
  // Every day of a leap year and a common one: the names and the long date must be the ones the locale gives.
  const days = [2026, 2028].flatMap((year) =>
    Array.from({ length: 366 }, (_, index) => new Date(year, 0, 1 + index)).filter((day) => day.getFullYear() === year),
  );

  it('names every weekday and month as Intl en-IN does', () => {
    const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
    const month = new Intl.DateTimeFormat('en-IN', { month: 'short' });
    expect(days.map(weekdayShort)).toEqual(days.map((day) => weekday.format(day)));
    expect(days.map(monthShort)).toEqual(days.map((day) => month.format(day)));
  });

  it('writes the long date as Intl en-IN does, September included', () => {
    const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    const iso = (day: Date) =>
      `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    expect(days.map((day) => formatDate(iso(day)))).toEqual(days.map((day) => long.format(day)));
    expect(formatDate('2026-09-15')).toBe('15 Sept 2026');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-21', '21 Nov 2026'],
    ['2026-03-05', '5 Mar 2026'],
    ['2026-11-21T12:00:00', '21 Nov 2026'],
  ])('formats %p as %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([null, undefined, 'garbage'])('gives an empty string for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatShortDate', () => {
  it.each([
    ['2026-11-21', '21-11-26'],
    ['2027-01-05', '05-01-27'],
    ['2030-12-31T09:00:00', '31-12-30'],
    ['2000-02-03', '03-02-00'],
  ])('formats %p as dd-mm-yy %s', (value, expected) => {
    expect(formatShortDate(value)).toBe(expected);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatShortDate('31/12/2026')).toBe('');
    expect(formatShortDate(null)).toBe('');
  });
});

describe('dateValue', () => {
  it('orders dates of any accepted form', () => {
    const values = ['2026-11-21', '2025-01-01', '2026-12-01T00:00:00'].map(dateValue);
    expect(values.every((value) => typeof value === 'number')).toBe(true);
    const [nov, jan, dec] = values as number[];
    expect(jan).toBeLessThan(nov);
    expect(nov).toBeLessThan(dec);
  });

  it('gives null without a usable date', () => {
    expect(dateValue(null)).toBeNull();
    expect(dateValue('soon')).toBeNull();
  });
});
