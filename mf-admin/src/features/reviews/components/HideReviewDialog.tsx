import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useApiMutation } from '@reeltime/shared-lib';
import { hideReview, type AdminReview } from '../api/reviews';

const REASON_MIN = 3;
const REASON_MAX = 300;

/** Hide a review with the reason the audit log keeps. */
export function HideReviewDialog({
  review,
  onClose,
  onHidden,
}: {
  review: AdminReview;
  onClose: () => void;
  onHidden: (review: AdminReview) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const {
    run,
    busy: saving,
    error: failure,
  } = useApiMutation(hideReview, {
    onSuccess: (hidden) => {
      onHidden(hidden);
      onClose();
    },
    error: false,
  });
  const error = problem || (failure ? failure.message || 'The review could not be hidden. Please try again.' : '');

  const submit = async () => {
    if (reason.trim().length < REASON_MIN) {
      setProblem(`Please say why, in ${REASON_MIN} to ${REASON_MAX} characters.`);
      return;
    }
    setProblem('');
    await run(review.id, reason.trim());
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="hide-review-title" fullWidth maxWidth="sm">
      <DialogTitle id="hide-review-title">Hide this review?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Customers will no longer see {review.author.shownAs}’s review of {review.movie.title}, and its {review.rating}{' '}
          stars leave the film’s average. You can show it again later.
        </DialogContentText>
        <TextField
          label="Reason"
          required
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          helperText="Kept in the audit log, e.g. “Gives away the ending”"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={saving}>
          {saving ? 'Hiding...' : 'Hide review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
