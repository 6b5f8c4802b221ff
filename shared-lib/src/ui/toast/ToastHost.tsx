import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import type { AppEventOf } from '../../events/appEvents';
import { useAppEvent } from '../../events/useAppEvent';
import type { NotistackToastsProps, ToastRenderer } from './NotistackToasts';

type ToastEvent = AppEventOf<'toast:show'>;

let loadedRenderer: ComponentType<NotistackToastsProps> | null = null;

/** Fetches notistack's renderer (once); the toast host uses it directly from then on. */
export function loadToastRenderer(): Promise<ComponentType<NotistackToastsProps>> {
  return import('./NotistackToasts').then((module) => (loadedRenderer = module.default));
}

const LazyRenderer = lazy(() => loadToastRenderer().then((renderer) => ({ default: renderer })));

/**
 * Renders the toasts published on the bus. Mounted once, by the host or a standalone bootstrap.
 * notistack is fetched with the first toast of the visit; toasts published meanwhile wait in a
 * queue. Once it is loaded (or if it already was) the renderer is mounted at once.
 */
export function ToastHost() {
  const queue = useRef<ToastEvent[]>([]);
  const renderer = useRef<ToastRenderer | null>(null);
  const [needed, setNeeded] = useState(() => loadedRenderer !== null);
  // Chosen once: switching from the lazy wrapper to the loaded component would remount notistack.
  const [Renderer] = useState(() => loadedRenderer ?? LazyRenderer);

  useAppEvent('toast:show', (event) => {
    if (renderer.current) renderer.current.show(event);
    else {
      queue.current.push(event);
      setNeeded(true);
    }
  });
  useAppEvent('toast:dismiss', ({ key }) => {
    if (renderer.current) renderer.current.dismiss(key);
    else queue.current = queue.current.filter((event) => event.key !== key);
  });
  const drain = useCallback(() => queue.current.splice(0), []);
  const connect = useCallback((connected: ToastRenderer) => {
    renderer.current = connected;
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Renderer drain={drain} connect={connect} />
    </Suspense>
  );
}
