import { useState, type ReactNode } from 'react';
import Fab from '@mui/material/Fab';
import SearchIcon from '@mui/icons-material/Search';
import { eventBus, useAppEvent } from '@reeltime/shared-lib';
import SearchOverlay from '../exposes/SearchOverlay';

/** What the shell's header does for search, when the catalog runs alone: a button and the overlay slot. */
export function WithSearch({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useAppEvent('search:open', () => setOpen(true));
  useAppEvent('search:close', () => setOpen(false));
  return (
    <>
      {children}
      <Fab
        color="primary"
        aria-label="Search movies"
        onClick={() => eventBus.emit({ type: 'search:open' })}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <SearchIcon />
      </Fab>
      {open && <SearchOverlay />}
    </>
  );
}
