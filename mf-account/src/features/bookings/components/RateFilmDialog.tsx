import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { useApiMutation, type Booking } from '@reeltime/shared-lib';
import { REVIEW_MAX_CHARACTERS, submitReview } from '../api/myReviews';
import { StarRatingInput } from './StarRatingInput';

const characters = (text: string) => [...text].length;

/** "Rate this film": 1–5 stars (keyboard too), an optional short review with its character count, Submit. */
export function RateFilmDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const count = characters(text);
  const tooLong = count > REVIEW_MAX_CHARACTERS;
  const {
    run,
    busy: sending,
    error: failure,
  } = useApiMutation((rating: number) => submitReview(booking.id, rating, text), {
    success: `Thank you for rating ${booking.movie.title}!`,
    error: false,
  });
  const error = problem || (failure ? failure.message || 'Your rating could not be sent. Please try again.' : '');

  const submit = async () => {
    if (stars === null) {
      setProblem('Please choose from 1 to 5 stars.');
      return;
    }
    if (tooLong) return;
    setProblem('');
    if ((await run(stars)).ok) onClose();
  };

  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="rate-film-title" fullWidth maxWidth="sm">
        <DialogTitle id="rate-film-title" sx={{ overflowWrap: 'anywhere' }}>
          Rate {booking.movie.title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <StarRatingInput name={`rating-${booking.id}`} value={stars} onChange={setStars} />
            <TextField
              label="Your review (optional)"
              multiline
              minRows={3}
              maxRows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={tooLong}
              helperText={`${count.toLocaleString('en-IN')} / ${REVIEW_MAX_CHARACTERS.toLocaleString('en-IN')} characters${tooLong ? ': please shorten your review' : ''}`}
            />
            <Typography variant="body2" color="text.secondary">
              Others see your rating and review with your first name and initial.
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={sending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={sending || tooLong}>
            {sending ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
