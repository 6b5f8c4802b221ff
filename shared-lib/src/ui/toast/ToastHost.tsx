import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { AppEventOf } from '../../events/appEvents';
import { useAppEvent } from '../../events/useAppEvent';

const NotistackToasts = lazy(() => import('./NotistackToasts'));

type ToastEvent = AppEventOf<'toast:show'>;

/**
 * Renders the toasts published on the bus. Mounted once, by the host or a standalone bootstrap.
 * notistack is fetched with the first toast; toasts published meanwhile wait in a queue.
 */
export function ToastHost() {
  const queue = useRef<ToastEvent[]>([]);
  const show = useRef<((event: ToastEvent) => void) | null>(null);
  const [needed, setNeeded] = useState(false);

  useAppEvent('toast:show', (event) => {
    if (show.current) show.current(event);
    else {
      queue.current.push(event);
      setNeeded(true);
    }
  });
  const drain = useCallback(() => queue.current.splice(0), []);
  const connect = useCallback((render: (event: ToastEvent) => void) => {
    show.current = render;
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotistackToasts drain={drain} connect={connect} />
    </Suspense>
  );
}
