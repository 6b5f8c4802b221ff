import { bookingFixture } from '../../../../testing/fixtures';
import { groupByShowTime, isUpcoming, mayAskToCancel } from '../bookingGroups';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('booking groups', () => {
  it('keeps a show upcoming by the API’s word, whatever its start time', () => {
    expect(isUpcoming(bookingFixture({ upcoming: false, showDateTime: '2026-12-01T10:00:00Z' }))).toBe(false);
    expect(isUpcoming(bookingFixture({ upcoming: true, showDateTime: '2026-11-26T11:00:00Z' }))).toBe(true);
  });

  it('orders upcoming shows soonest first and past ones latest first', () => {
    const at = (id: number, iso: string) => bookingFixture({ id, showDateTime: iso, upcoming: Date.parse(iso) > now });
    const { upcoming, past } = groupByShowTime([
      at(1, '2026-11-20T10:00:00Z'),
      at(2, '2026-11-29T10:00:00Z'),
      at(3, '2026-11-25T10:00:00Z'),
      at(4, '2026-11-27T10:00:00Z'),
    ]);
    expect(upcoming.map((booking) => booking.id)).toEqual([4, 2]);
    expect(past.map((booking) => booking.id)).toEqual([3, 1]);
  });

  it('offers cancelling only a confirmed, unused ticket of a show not yet started', () => {
    const ahead = { showDateTime: '2026-11-27T10:00:00Z', upcoming: true };
    expect(mayAskToCancel(bookingFixture(ahead), now)).toBe(true);
    expect(mayAskToCancel(bookingFixture({ ...ahead, status: 'CANCELLED' }), now)).toBe(false);
    expect(mayAskToCancel(bookingFixture({ ...ahead, admittedAt: '2026-11-26T11:00:00Z' }), now)).toBe(false);
    expect(mayAskToCancel(bookingFixture({ showDateTime: '2026-11-26T11:00:00Z', upcoming: true }), now)).toBe(false);
  });
});
