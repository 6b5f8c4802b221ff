import type { KeyboardEvent, RefObject } from 'react';

/**
 * Keys of a panel that behaves as a modal dialog: Escape closes it, and Tab and Shift+Tab go round its own
 * focusable elements (`focusable`, a selector) instead of leaving it.
 */
export function dialogKeys(panel: RefObject<HTMLElement | null>, focusable: string, onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(panel.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}
