import { useEffect, useState } from 'react';
import { fetchBooking } from '../api/getBooking';
import { confirmedFromBooking, type ConfirmedBooking } from '../confirmedBooking';
import { paidInThisTab } from '../paidInThisTab';

export type PaidBookingOfTab =
  { status: 'none' } | { status: 'loading' } | { status: 'found'; confirmed: ConfirmedBooking };

/**
 * The booking this tab just paid for, read back from the API, when `wanted` (no booking in progress): a reload, Back
 * or Forward to the payment page shows its confirmation again. 'none' when the tab paid for nothing, or the booking
 * cannot be read (logged out meanwhile, deleted): the tab then forgets it.
 */
export function usePaidBookingOfTab(wanted: boolean): PaidBookingOfTab {
  const [paidId] = useState(() => (wanted ? paidInThisTab.read() : null));
  const [state, setState] = useState<PaidBookingOfTab>(() =>
    paidId === null ? { status: 'none' } : { status: 'loading' },
  );

  useEffect(() => {
    if (paidId === null) return;
    let current = true;
    fetchBooking(paidId).then(
      (booking) => current && setState({ status: 'found', confirmed: confirmedFromBooking(booking) }),
      () => {
        if (!current) return;
        paidInThisTab.forget();
        setState({ status: 'none' });
      },
    );
    return () => {
      current = false;
    };
  }, [paidId]);

  return state;
}
