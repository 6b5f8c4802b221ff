import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useApiMutation } from '@reeltime/shared-lib';
import type { AdminMovie } from '../api/getAdminMovies';
import { archiveMovie } from '../api/archiveMovie';

/** Archive (after a confirmation) or restore the film. */
export function ArchiveMovieButton({ movie }: { movie: AdminMovie }) {
  const [confirming, setConfirming] = useState(false);
  const archived = movie.status === 'archived';
  const {
    run,
    busy,
    error: failure,
  } = useApiMutation((archive: boolean) => archiveMovie(movie.id, archive), {
    onSuccess: () => setConfirming(false),
    success: (_movie, archive) =>
      archive ? `${movie.title} is archived.` : `${movie.title} is back in the catalogue.`,
    error: false,
  });
  const error = failure ? failure.message || 'The change could not be saved. Please try again.' : '';
  const apply = (archive: boolean) => run(archive);

  return (
    <>
      {archived ? (
        <Button variant="outlined" onClick={() => void apply(false)} disabled={busy}>
          Restore movie
        </Button>
      ) : (
        <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
          Archive movie
        </Button>
      )}
      {error && !confirming && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="archive-movie-title">
        <DialogTitle id="archive-movie-title">Archive {movie.title}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It leaves the site’s movie list and no new shows can be scheduled. Shows already scheduled and their
            bookings stay. You can restore it later.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="warning" variant="contained" onClick={() => void apply(true)} disabled={busy}>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
