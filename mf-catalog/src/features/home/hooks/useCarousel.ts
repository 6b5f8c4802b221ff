import { useEffect, useReducer } from 'react';

export const SLIDE_INTERVAL_MS = 5000;
const TICK_MS = 100;

interface CarouselState {
  index: number;
  elapsed: number;
}

type CarouselAction = { type: 'tick' } | { type: 'go'; index: number };

/** Slide index and the progress towards the next slide; auto-advances every 5 s unless paused. */
export function useCarousel(count: number, paused: boolean) {
  const [state, dispatch] = useReducer(
    (current: CarouselState, action: CarouselAction): CarouselState => {
      if (action.type === 'go') return { index: ((action.index % count) + count) % count, elapsed: 0 };
      const elapsed = current.elapsed + TICK_MS;
      return elapsed >= SLIDE_INTERVAL_MS
        ? { index: (current.index + 1) % count, elapsed: 0 }
        : { ...current, elapsed };
    },
    { index: 0, elapsed: 0 },
  );

  const running = !paused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const index = count > 0 ? state.index % count : 0;
  return {
    index,
    progress: state.elapsed / SLIDE_INTERVAL_MS,
    goTo: (target: number) => dispatch({ type: 'go', index: target }),
    next: () => dispatch({ type: 'go', index: index + 1 }),
    previous: () => dispatch({ type: 'go', index: index - 1 }),
  };
}
