import { remotePage } from '../../components/remotePage';
import { useRemoteIntent } from '../../hooks/useRemoteIntent';

// `tsc -b` checks this file: each @ts-expect-error fails the type check once its line compiles, so a misspelt slot
// module, a slot module of another remote and an unknown remote are rejected at compile time. Never called.
export const useRejectedAtCompileTime = () => [
  // @ts-expect-error misspelt
  useRemoteIntent('catalog', 'SearchOverla'),
  // @ts-expect-error SearchOverlay is the catalog's, not the booking remote's
  useRemoteIntent('booking', 'SearchOverlay'),
  // @ts-expect-error no such remote
  remotePage('tickets', 'HomePage'),
];

describe('remote pages', () => {
  it('gives each page its own boundary, keyed by remote and module, so swapping pages resets a failed one', () => {
    const home = remotePage('catalog', 'HomePage');
    const payment = remotePage('booking', 'PaymentPage');

    expect(home.key).toBe('catalog/HomePage');
    expect(home.props).toEqual({ remote: 'catalog', module: 'HomePage' });
    expect(payment.key).toBe('booking/PaymentPage');
    expect(payment.props).toEqual({ remote: 'booking', module: 'PaymentPage' });
  });
});
