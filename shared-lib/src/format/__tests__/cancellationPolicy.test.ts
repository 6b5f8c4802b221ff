import { cancellationPolicySentence } from '../cancellationPolicy';

describe('cancellationPolicySentence', () => {
  it.each([
    [0, 100, 'Cancel until the show starts for a full refund of the ticket price.'],
    [120, 75, 'Cancel up to 2 hours before the show for 75% of the ticket price back.'],
    [90, 100, 'Cancel up to 1 hour 30 minutes before the show for a full refund of the ticket price.'],
    [1, 50, 'Cancel up to 1 minute before the show for 50% of the ticket price back.'],
    [2 * 1440 + 15, 10, 'Cancel up to 2 days 15 minutes before the show for 10% of the ticket price back.'],
    [60, 0, 'Tickets for this show are not refunded if you cancel.'],
  ])('%p minutes, %p%% → %s', (cutoffMinutes, refundPercent, sentence) => {
    expect(cancellationPolicySentence({ cutoffMinutes, refundPercent })).toBe(sentence);
  });
});
