import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@reeltime/shared-lib';
import { useTodayShows } from '../api/getTodayShows';
import { watchTodayChanges } from '../api/watchTodayChanges';

/** Changes that come in a burst (a customer picking six seats) are fetched once. */
const REFETCH_DELAY_MS = 500;

/**
 * Today's shows of the chosen cinema(s), kept current: the live stream says which show changed and the list is
 * fetched again (once per burst) when the change is one of its shows; without the stream, every minute.
 */
export function useLiveToday(cinemaId: number | undefined) {
  const { token } = useAuth();
  const [live, setLive] = useState(false);
  const query = useTodayShows(cinemaId, live);
  const { mutate } = query;
  const showIds = useRef(new Set<number>());
  showIds.current = new Set((query.data ?? []).map((show) => show.showId));

  useEffect(() => {
    if (!token) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void mutate();
      }, REFETCH_DELAY_MS);
    };
    const stop = watchTodayChanges(cinemaId, {
      onShow: (showId) => {
        if (showIds.current.has(showId)) refetch();
      },
      onReset: refetch,
      onLive: setLive,
    });
    return () => {
      stop();
      clearTimeout(timer);
      setLive(false);
    };
  }, [cinemaId, token, mutate]);

  return { ...query, live };
}
