import { browserLocale, looksLocal, suggestCity } from '../suggestCity';

const cities = [
  { name: 'Bengaluru', shows: 400 },
  { name: 'Chennai', shows: 250 },
  { name: 'Mumbai', shows: 420 },
];

describe('the city suggested from the browser', () => {
  it.each([
    ['a Tamil browser', 'Europe/Berlin', ['ta-IN'], 'Chennai'],
    ['a Kannada browser', undefined, ['en-IN', 'kn'], 'Bengaluru'],
    [
      'a language whose city has no shows falls through to the next language',
      'Asia/Kolkata',
      ['bn-IN', 'mr'],
      'Mumbai',
    ],
    ['the Indian time zone in English: the city with the most shows', 'Asia/Kolkata', ['en-IN'], 'Mumbai'],
    ['the old name of that zone', 'Asia/Calcutta', ['en-GB'], 'Mumbai'],
    ['a browser abroad in English', 'America/New_York', ['en-US'], null],
  ] as const)('%s', (_case, timeZone, languages, expected) => {
    expect(suggestCity(timeZone, languages, cities)).toBe(expected);
  });

  it('suggests nothing when no city has shows', () => {
    expect(suggestCity('Asia/Kolkata', ['ta'], [])).toBeNull();
  });

  it('asks the API only for a browser that looks local', () => {
    expect(looksLocal('Asia/Kolkata', ['en-US'])).toBe(true);
    expect(looksLocal('UTC', ['te-IN'])).toBe(true);
    expect(looksLocal('Europe/London', ['en-GB', 'fr'])).toBe(false);
  });
});

describe("the browser's time zone", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is read from the browser when its clock is at the cinemas' offset", () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    expect(browserLocale().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is not asked for at any other offset, where it cannot be one of their zones', () => {
    for (const offset of [0, -300, -345, 420]) {
      jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
      expect(browserLocale().timeZone).toBeUndefined();
    }
  });
});
