import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { toApiError, toast } from '@reeltime/shared-lib';
import type { AdminMovie } from '../api/getAdminMovies';
import { archiveMovie } from '../api/archiveMovie';

/** Archive (after a confirmation) or restore the film. */
export function ArchiveMovieButton({ movie }: { movie: AdminMovie }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const archived = movie.status === 'archived';

  const apply = async (archive: boolean) => {
    setBusy(true);
    setError('');
    try {
      await archiveMovie(movie.id, archive);
      setConfirming(false);
      toast.success(archive ? `${movie.title} is archived.` : `${movie.title} is back in the catalogue.`);
    } catch (failure) {
      setError(toApiError(failure).message || 'The change could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {archived
        ? <Button variant="outlined" onClick={() => void apply(false)} disabled={busy}>Restore movie</Button>
        : <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>Archive movie</Button>}
      {error && !confirming && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="archive-movie-title">
        <DialogTitle id="archive-movie-title">Archive {movie.title}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It leaves the site’s movie list and no new shows can be scheduled. Shows already scheduled and their bookings stay.
            You can restore it later.
          </DialogContentText>
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="warning" variant="contained" onClick={() => void apply(true)} disabled={busy}>Archive</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
