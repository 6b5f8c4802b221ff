import { bookingFixture } from '../../../testing/fixtures';
import { cancellationPolicyText } from '../bookingDetails';

const withPolicy = (cutoffMinutes: number, refundPercent: number) => {
  const booking = bookingFixture();
  return cancellationPolicyText({
    ...booking,
    selectedCinema: { ...booking.selectedCinema, cancellationPolicy: { cutoffMinutes, refundPercent } },
  });
};

describe('cancellationPolicyText', () => {
  it('says in one sentence until when and how much of the ticket price comes back', () => {
    expect(withPolicy(0, 100)).toBe('Cancel until the show starts for a full refund of the ticket price.');
    expect(withPolicy(120, 75)).toBe('Cancel up to 2 hours before the show for 75% of the ticket price back.');
    expect(withPolicy(90, 100)).toBe(
      'Cancel up to 1 hour 30 minutes before the show for a full refund of the ticket price.',
    );
    expect(withPolicy(1, 50)).toBe('Cancel up to 1 minute before the show for 50% of the ticket price back.');
    expect(withPolicy(2 * 1440 + 15, 10)).toBe(
      'Cancel up to 2 days 15 minutes before the show for 10% of the ticket price back.',
    );
    expect(withPolicy(60, 0)).toBe('Tickets for this show are not refunded if you cancel.');
  });
});
