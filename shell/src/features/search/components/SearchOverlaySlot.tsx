import { useState } from 'react';
import { Backdrop, Box, CircularProgress, Dialog, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useAppEvent } from '@reeltime/shared-lib';
import { RemoteBoundary } from '../../remotes/components/RemoteBoundary';

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
      module="SearchOverlay"
      loading={
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress aria-label="Opening search" />
        </Backdrop>
      }
      renderUnavailable={(panel) => (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-label="Search">
          <Box sx={{ position: 'relative' }}>
            <IconButton aria-label="Close search" onClick={() => setOpen(false)} sx={{ position: 'absolute', top: 8, right: 8 }}>
              <CloseIcon />
            </IconButton>
            {panel}
          </Box>
        </Dialog>
      )}
    />
  );
}
