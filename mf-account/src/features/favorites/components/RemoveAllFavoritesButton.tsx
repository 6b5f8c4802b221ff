import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { clearAllFavorites, useApiMutation } from '@reeltime/shared-lib';

/** "Remove all", confirmed first because it cannot be undone. */
export function RemoveAllFavoritesButton({ count }: { count: number }) {
  const [confirming, setConfirming] = useState(false);
  const { run, busy: removing } = useApiMutation(clearAllFavorites, { error: false });

  const removeAll = async () => {
    setConfirming(false);
    await run();
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteSweepIcon />}
        disabled={removing}
        onClick={() => setConfirming(true)}
      >
        {removing ? 'Removing...' : 'Remove all'}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="remove-all-title">
        <DialogTitle id="remove-all-title">Remove all favourites?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {count === 1 ? 'Your favourite movie' : `All ${count} favourite movies`} will be removed from your list.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep them</Button>
          <Button color="error" variant="contained" onClick={() => void removeAll()}>
            Yes, remove all
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
