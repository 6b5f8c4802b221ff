import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@reeltime/shared-lib';
import { getDeskBooking, searchBookings, type DeskBookingDetail, type DeskBookingSummary } from '../api/deskApi';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; q: string; items: DeskBookingSummary[]; total: number; page: number }
  | { status: 'failed'; message: string };

export type DetailState =
  | { status: 'none' }
  | { status: 'loading'; id: number }
  | { status: 'loaded'; booking: DeskBookingDetail }
  | { status: 'failed'; id: number; message: string };

function messageOf(error: unknown, fallback: string): string {
  const { status, message } = toApiError(error);
  if (status === 0) return 'Could not reach ReelTime. Check the connection and try again.';
  return message || fallback;
}

/** The desk's search and the booking open in its detail panel; the latest request wins. */
export function useBookingsDesk() {
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [detail, setDetail] = useState<DetailState>({ status: 'none' });
  const latestSearch = useRef(0);
  const latestDetail = useRef(0);

  const open = useCallback(async (id: number) => {
    const attempt = ++latestDetail.current;
    setDetail({ status: 'loading', id });
    try {
      const booking = await getDeskBooking(id);
      if (attempt === latestDetail.current) setDetail({ status: 'loaded', booking });
    } catch (error) {
      if (attempt === latestDetail.current)
        setDetail({ status: 'failed', id, message: messageOf(error, 'The booking could not be loaded.') });
    }
  }, []);

  const find = useCallback(
    async (q: string, page = 1) => {
      const attempt = ++latestSearch.current;
      if (page === 1) setSearch({ status: 'searching' });
      try {
        const result = await searchBookings(q, page);
        if (attempt !== latestSearch.current) return;
        setSearch((previous) => ({
          status: 'done',
          q,
          page,
          total: result.total,
          items: page > 1 && previous.status === 'done' ? [...previous.items, ...result.items] : result.items,
        }));
        // One match (a reference): open it at once.
        if (page === 1 && result.total === 1) void open(result.items[0].id);
        else if (page === 1) setDetail({ status: 'none' });
      } catch (error) {
        if (attempt === latestSearch.current)
          setSearch({ status: 'failed', message: messageOf(error, 'The search failed. Please try again.') });
      }
    },
    [open],
  );

  /** After a change (cancel): the panel shows the answer, and the list row follows it. */
  const replace = useCallback((booking: DeskBookingDetail) => {
    setDetail({ status: 'loaded', booking });
    setSearch((previous) =>
      previous.status === 'done'
        ? { ...previous, items: previous.items.map((item) => (item.id === booking.id ? booking : item)) }
        : previous,
    );
  }, []);

  return { search, detail, find, open, replace };
}
