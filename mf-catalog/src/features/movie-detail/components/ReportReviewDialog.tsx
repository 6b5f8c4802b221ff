import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { toast, useApiMutation } from '@reeltime/shared-lib';
import type { PublicReview } from '../api/movieReviews';
import { REPORT_REASONS, reportReview, type ReportReason } from '../api/reportReview';

/** Why the review breaks the rules; sent once per account (a second report is told it was already received). */
export function ReportReviewDialog({
  review,
  onClose,
  onReported,
}: {
  review: PublicReview;
  onClose: () => void;
  onReported: (id: number) => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [error, setError] = useState('');
  const done = () => {
    onReported(review.id);
    onClose();
  };
  const { run, busy: sending } = useApiMutation((chosen: ReportReason) => reportReview(review.id, chosen), {
    success: (message) => message,
    onSuccess: done,
    // A second report of the same review is no failure: it was already received.
    error: (failure) => {
      if (failure.status === 409) {
        toast.info(failure.message);
        done();
      } else {
        setError(failure.message || 'The report could not be sent. Please try again.');
      }
      return undefined;
    },
  });

  const submit = async () => {
    if (!reason) {
      setError('Please choose why you are reporting this review.');
      return;
    }
    setError('');
    await run(reason);
  };

  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog open onClose={onClose} aria-labelledby="report-review-title" fullWidth maxWidth="xs">
        <DialogTitle id="report-review-title">Report this review</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id="report-reason-label">Why should our team look at the review by {review.author}?</FormLabel>
            <RadioGroup
              aria-labelledby="report-reason-label"
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              {REPORT_REASONS.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
          </FormControl>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={sending}>
            {sending ? 'Sending...' : 'Send report'}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
