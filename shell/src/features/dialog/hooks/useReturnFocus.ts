import { useEffect, useState } from 'react';

/**
 * While the calling modal is mounted, remembers what had focus when it opened (read on its first render, before
 * anything inside it takes focus) and gives focus back to it when the modal closes.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => () => opener?.focus(), [opener]);
}
