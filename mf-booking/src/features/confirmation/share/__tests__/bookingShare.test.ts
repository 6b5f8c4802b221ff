import { bookingFixture, holdFixture, paidBookingFixture } from '../../../../testing/fixtures';
import { toConfirmedBooking } from '../../confirmedBooking';
import { bookingShareLinks, bookingShareText } from '../bookingShare';

// A device far from the cinema: the show must still read 6:30 PM on 21-11-26 (Kolkata's clock).
process.env.TZ = 'America/Los_Angeles';

const confirmed = () => toConfirmedBooking(paidBookingFixture(), bookingFixture(), holdFixture());

describe('bookingShareText', () => {
  it('has title, dd-mm-yy date, 12-hour time, cinema, seats, ₹ total and hashtags, in cinema time', () => {
    expect(bookingShareText(confirmed())).toBe(
      [
        "🎬 I'm watching Monsoon Heist!",
        '📅 Date: 21-11-26',
        '⏰ Time: 6:30 PM',
        '📍 Cinema: PVR Phoenix, Lower Parel',
        '💺 Seats: A1, A2',
        '💰 Total: ₹433.04',
        '',
        '#ReelTime #MovieNight #MonsoonHeist',
      ].join('\n'),
    );
  });

  it('names the booking reference when the booking has one', () => {
    const referenced = toConfirmedBooking(
      paidBookingFixture({ reference: 'RT-7K3P9Q' }),
      bookingFixture(),
      holdFixture(),
    );

    expect(bookingShareText(referenced)).toContain('💰 Total: ₹433.04\n🎟️ Booking ref: RT-7K3P9Q\n\n#ReelTime');
  });

  it('keeps the cinema date for a late show that is already the next day in UTC', () => {
    const late = toConfirmedBooking(
      paidBookingFixture({ showDateTime: '2026-11-21T23:45:00+05:30' }),
      bookingFixture(),
      holdFixture(),
    );

    expect(bookingShareText(late)).toContain('📅 Date: 21-11-26\n⏰ Time: 11:45 PM');
  });

  it('turns any title into one hashtag of letters and digits', () => {
    const odd = toConfirmedBooking(
      paidBookingFixture({ movie: { id: 3, title: "ek tha tiger: part 2 (Director's cut)", thumbnail: '' } }),
      bookingFixture(),
      holdFixture(),
    );

    expect(bookingShareText(odd)).toMatch(/#EkThaTigerPart2DirectorsCut$/);
  });
});

describe('bookingShareLinks', () => {
  it('builds WhatsApp, Facebook, Twitter and Telegram links carrying the text', () => {
    const links = bookingShareLinks('Seats: A1 & A2', 'https://reeltime.example/');
    const text = encodeURIComponent('Seats: A1 & A2');
    const site = encodeURIComponent('https://reeltime.example/');

    expect(links).toEqual([
      { network: 'WhatsApp', href: `https://wa.me/?text=${text}` },
      { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${site}&quote=${text}` },
      { network: 'Twitter', href: `https://twitter.com/intent/tweet?text=${text}` },
      { network: 'Telegram', href: `https://t.me/share/url?url=${site}&text=${text}` },
    ]);
  });
});
