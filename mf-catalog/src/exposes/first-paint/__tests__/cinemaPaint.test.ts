import { paint } from '../cinemaPaint.cjs';

const show = (slotId: number, fields: Record<string, unknown> = {}) => ({
  slotId,
  id: slotId,
  showDate: '2026-11-21',
  startTime: '18:30',
  startsAt: '2026-11-21T13:00:00.000Z',
  screenName: 'Screen 1',
  format: '2D',
  audioLanguage: 'Hindi',
  subtitles: null,
  minPrice: 150,
  maxPrice: 300,
  ...fields,
});

const cinema = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Aurora <Cinemas>',
  city: 'Mumbai',
  address: 'Lower Parel',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Aurora',
  facilities: ['Wheelchair access', 'Food & beverages'],
  timeZone: 'Asia/Kolkata',
  accessibility: {
    wheelchairSpaces: 6,
    companionSeats: 6,
    screens: 3,
    screensWithWheelchairSpaces: 3,
    features: ['Ramp'],
  },
  cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
  showDates: ['2026-11-21', '2026-11-22'],
  films: [
    {
      id: 7,
      title: 'Monsoon Express',
      thumbnail: 'https://api.reeltime.test/posters/7.svg',
      duration: 142,
      certification: 'UA',
      language: 'Hindi, Tamil',
      genre: 'Action',
      shows: [
        show(12, { startTime: '19:45' }),
        show(11, { startTime: '10:00', format: 'IMAX', audioLanguage: 'Tamil', subtitles: 'English', maxPrice: 420 }),
        show(13, { showDate: '2026-11-22', startTime: '13:15' }),
      ],
    },
    {
      id: 9,
      title: 'Dune Echoes',
      thumbnail: 'javascript:alert(1)',
      duration: 155,
      certification: null,
      language: 'English',
      genre: 'Sci-Fi',
      shows: [show(21, { showDate: '2026-11-22', startTime: '21:00', audioLanguage: 'English', maxPrice: 150 })],
    },
  ],
  ...fields,
});

/** The text a reader sees in `html` (tags dropped, the escapes the script writes read back). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const bodyOf = (record: unknown) => paint(record)?.body ?? '';

describe('the cinema page’s first paint', () => {
  it('names the cinema as the heading, with its address, map link, facilities, accessibility and cancellation policy', () => {
    const body = bodyOf(cinema());
    expect(body).toContain('<h1 class="rt-fpc-title">Aurora &lt;Cinemas&gt;</h1>');
    expect(text(body)).toContain('Lower Parel, Mumbai · View on the map');
    expect(body).toContain(
      '<a class="rt-fpc-map" href="https://www.google.com/maps/search/?api=1&amp;query=Aurora" target="_blank" rel="noopener noreferrer" aria-label="View on the map: Aurora &lt;Cinemas&gt; (opens in a new tab)">',
    );
    expect(text(body)).toContain('FacilitiesWheelchair accessFood & beverages');
    expect(text(body)).toContain(
      'Accessibility6 wheelchair spaces, each with a companion seat beside it, across all 3 screens. Choose them on the seat map.Ramp',
    );
    expect(text(body)).toContain(
      'Cancellation policyCancel up to 2 hours before the show for 75% of the ticket price back.',
    );
  });

  it('lists the filters, the dates with the first picked, and the first date’s films with each show a link to its seat selection', () => {
    const body = bodyOf(cinema());
    expect(text(body)).toContain(
      'Format2DIMAXLanguageEnglishHindiTamilTime of dayMorning(before 12 PM)Afternoon(12–4 PM)Evening(4–8 PM)Night(after 8 PM)',
    );
    expect(body).toMatch(
      /<span class="rt-fpc-date rt-fpc-on"><span class="rt-fpc-dd">Sat<\/span> <b>21<\/b> <span class="rt-fpc-dd">Nov<\/span><\/span><span class="rt-fpc-date">/,
    );
    expect(body).toContain('<ul class="rt-fpc-films" aria-label="Films on Sat 21 Nov">');
    expect(body).toContain('<h3 class="rt-fpc-h3"><a href="/movies/7">Monsoon Express</a></h3>');
    expect(text(body)).toContain('UA · 2h 22m · Hindi, Tamil');
    expect(body).not.toContain('Dune Echoes');
    const links = [...body.matchAll(/<a class="rt-fpc-show[^"]*" href="([^"]+)">(.*?)<\/a>/g)].map((match) => [
      match[1],
      text(match[2]),
    ]);
    expect(links).toEqual([
      ['/movies/7/seat-selection?show=12', '7:45 PM 2D · Hindi ₹150–₹300'],
      ['/movies/7/seat-selection?show=11', '10:00 AM IMAX · Tamil · English subtitles ₹150–₹420'],
    ]);
  });

  it('draws only http(s) posters, and says so when nothing is scheduled', () => {
    const noShows = bodyOf(cinema({ films: [], facilities: [] }));
    expect(text(noShows)).toContain(
      'ShowtimesNo shows are scheduled here in the coming days. New showtimes are added every day, so check back soon.',
    );
    expect(text(noShows)).toContain('The cinema lists no facilities.');
    const later = bodyOf(cinema({ films: [cinema().films[1]] }));
    expect(later).toContain('Dune Echoes');
    expect(later).not.toContain('javascript:');
  });

  it('paints nothing for what is not a cinema', () => {
    for (const record of [null, 'cinema', {}, { id: 3 }, cinema({ id: '3' }), cinema({ name: '  ' })])
      expect(paint(record)).toBeNull();
  });
});
