import { useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { dialogKeys } from '../hooks/dialogKeys';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useReturnFocus } from '../hooks/useReturnFocus';

/** What Tab goes round inside a dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

interface ModalDialogProps {
  /** The id of the dialog's title, or its name when it shows none. */
  labelledBy?: string;
  label?: string;
  /** The panel's own class, beside the shell's `rt-dialog`. */
  className?: string;
  onClose: () => void;
  /** The panel, for a dialog that moves focus inside it itself. */
  panelRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The shell's centred modal dialog: a panel over a backdrop. Focus stays inside it (the caller puts it there on
 * open), Escape or a click on the backdrop closes it (only a press that starts and ends there, not one that selects
 * text inside and ends outside), the page behind does not scroll, and focus goes back to where it was when it closes.
 */
export function ModalDialog({ labelledBy, label, className, onClose, panelRef, children }: ModalDialogProps) {
  const ownPanel = useRef<HTMLDivElement>(null);
  const panel = panelRef ?? ownPanel;
  const pressedOnBackdrop = useRef(false);
  useBodyScrollLock();
  useReturnFocus();

  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return (
    <div className="rt-backdrop rt-backdrop--center" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        className={className ? `rt-dialog ${className}` : 'rt-dialog'}
        onKeyDown={dialogKeys(panel, FOCUSABLE, onClose)}
      >
        {children}
      </div>
    </div>
  );
}
