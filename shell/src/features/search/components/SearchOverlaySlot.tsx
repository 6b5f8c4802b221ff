import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon, tokens, useAppEvent } from '@reeltime/shared-lib';
import '../../../app/shell.css';
import type { SlotModule } from '../../remotes/api/exposedModules';
import { ModalDialog } from '../../dialog/components/ModalDialog';
import { RemoteBoundary } from '../../remotes/components/RemoteBoundary';

/** The frame around the unavailable panel when search cannot be loaded: a closable modal. */
function UnavailableDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <ModalDialog label="Search" onClose={onClose}>
      <button
        ref={closeButton}
        type="button"
        className="rt-icon-btn rt-dialog__close"
        aria-label="Close search"
        onClick={onClose}
      >
        <Icon name="Close" />
      </button>
      {children}
    </ModalDialog>
  );
}

/**
 * Mounts the catalog's search overlay while search is open. Contract with the catalog:
 * `search:open` (emitted by the header, or anyone) opens it; the overlay emits `search:close`.
 */
export function SearchOverlaySlot() {
  const [open, setOpen] = useState(false);
  useAppEvent('search:open', () => setOpen(true));
  useAppEvent('search:close', () => setOpen(false));

  if (!open) return null;
  return (
    <RemoteBoundary
      remote="catalog"
      module={'SearchOverlay' satisfies SlotModule<'catalog'>}
      loading={
        <div className="rt-backdrop rt-backdrop--center" style={{ zIndex: tokens.zIndex.modal }}>
          <span role="progressbar" aria-label="Opening search" className="rt-spinner" />
        </div>
      }
      renderUnavailable={(panel) => <UnavailableDialog onClose={() => setOpen(false)}>{panel}</UnavailableDialog>}
    />
  );
}
