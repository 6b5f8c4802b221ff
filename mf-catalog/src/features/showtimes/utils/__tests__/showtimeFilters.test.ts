import { slotFixture } from '@reeltime/shared-lib/testing';
import { filterOptions, matchesFilters, NO_FILTERS, timeOfDay, toggleFilter } from '../showtimeFilters';
import { priceRangeLabel, soundLabel, type ShowSlot } from '../showFacts';

const slot = (fields: Partial<ShowSlot>): ShowSlot =>
  slotFixture({
    slotId: 1,
    showDate: '2026-11-21',
    startTime: '10:00',
    theaterName: 'PVR',
    audioLanguage: null,
    ...fields,
  });

describe('showtime facts and filters', () => {
  it.each([
    ['00:30', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['15:59', 'afternoon'],
    ['16:00', 'evening'],
    ['19:59', 'evening'],
    ['20:00', 'night'],
    ['23:45', 'night'],
  ])('a show at %s is in the %s', (startTime, part) => {
    expect(timeOfDay(startTime)).toBe(part);
  });

  it('writes a price range in rupees, one price when every seat costs the same, nothing without prices', () => {
    expect(priceRangeLabel(180, 420)).toBe('₹180–₹420');
    expect(priceRangeLabel(1250, 1250)).toBe('₹1,250');
    expect(priceRangeLabel(99.5, 120)).toBe('₹99.50–₹120');
    expect(priceRangeLabel(null, null)).toBe('');
    expect(priceRangeLabel(undefined, 100)).toBe('');
  });

  it('names the sound track and subtitles', () => {
    expect(soundLabel({ audioLanguage: 'Tamil', subtitles: 'English' })).toBe('Tamil · English subtitles');
    expect(soundLabel({ audioLanguage: 'Hindi', subtitles: null })).toBe('Hindi');
    expect(soundLabel({ audioLanguage: null, subtitles: null })).toBe('');
  });

  it('offers the formats in cinema order, languages A to Z and the parts of the day that have shows', () => {
    const options = filterOptions([
      slot({ format: 'IMAX', audioLanguage: 'Tamil', startTime: '21:00' }),
      slot({ format: '2D', audioLanguage: 'Hindi', startTime: '10:00' }),
      slot({ format: '4DX', audioLanguage: 'English', startTime: '10:30' }),
      slot({ format: '3D', audioLanguage: 'Hindi', startTime: '10:00' }),
    ]);
    expect(options).toEqual({
      formats: ['2D', '3D', 'IMAX', '4DX'],
      languages: ['English', 'Hindi', 'Tamil'],
      times: ['morning', 'night'],
    });
  });

  it('keeps a show matching any chosen value of each filter, and every chosen filter', () => {
    const imaxNight = slot({ format: 'IMAX', audioLanguage: 'Tamil', startTime: '21:00' });
    let filters = toggleFilter(NO_FILTERS, 'formats', 'IMAX');
    expect(matchesFilters(imaxNight, NO_FILTERS)).toBe(true);
    expect(matchesFilters(imaxNight, filters)).toBe(true);
    filters = toggleFilter(filters, 'times', 'morning');
    expect(matchesFilters(imaxNight, filters)).toBe(false);
    filters = toggleFilter(filters, 'times', 'night');
    expect(matchesFilters(imaxNight, filters)).toBe(true);
    filters = toggleFilter(filters, 'languages', 'Hindi');
    expect(matchesFilters(imaxNight, filters)).toBe(false);
    expect(toggleFilter(filters, 'languages', 'Hindi').languages).toEqual([]);
    expect(matchesFilters(slot({ format: undefined }), toggleFilter(NO_FILTERS, 'formats', '2D'))).toBe(false);
  });
});
