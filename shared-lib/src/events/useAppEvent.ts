import { useEffect, useRef } from 'react';
import type { AppEventOf, AppEventType } from './appEvents';
import { eventBus } from './eventBus';

/** Runs `handler` for every `type` event while the component is mounted. */
export function useAppEvent<T extends AppEventType>(type: T, handler: (event: AppEventOf<T>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const subscription = eventBus.on(type).subscribe((event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [type]);
}
