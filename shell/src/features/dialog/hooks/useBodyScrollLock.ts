import { useEffect } from 'react';

/** While the calling modal is mounted, the page behind it does not scroll. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}
