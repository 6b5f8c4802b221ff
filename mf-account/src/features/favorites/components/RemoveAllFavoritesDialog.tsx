import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiTheme } from '@reeltime/shared-lib/mui';

interface RemoveAllFavoritesDialogProps {
  open: boolean;
  count: number;
  onKeep: () => void;
  onConfirm: () => void;
}

/** "Remove all favourites?": confirmed first because it cannot be undone. */
export function RemoveAllFavoritesDialog({ open, count, onKeep, onConfirm }: RemoveAllFavoritesDialogProps) {
  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog open={open} onClose={onKeep} aria-labelledby="remove-all-title">
        <DialogTitle id="remove-all-title">Remove all favourites?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {count === 1 ? 'Your favourite movie' : `All ${count} favourite movies`} will be removed from your list.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onKeep}>Keep them</Button>
          <Button color="error" variant="contained" onClick={onConfirm}>
            Yes, remove all
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
