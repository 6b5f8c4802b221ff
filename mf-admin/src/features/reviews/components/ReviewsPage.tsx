import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError, toast, useApiMutation } from '@reeltime/shared-lib';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import {
  REVIEWS_PAGE_SIZE,
  fetchReviews,
  unhideReview,
  type AdminReview,
  type ReviewFilter,
  type ReviewStatusFilter,
} from '../api/reviews';
import { HideReviewDialog } from './HideReviewDialog';
import { ReviewCard } from './ReviewCard';

const EMPTY: ReviewFilter = { q: '', reported: false, status: 'all' };

type Results =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; items: AdminReview[]; total: number; page: number; more: boolean };

function failureText(failure: unknown): string {
  const { status, message } = toApiError(failure);
  return status === 0
    ? 'Could not reach ReelTime. Check the connection and try again.'
    : message || 'The reviews could not be loaded.';
}

/**
 * /admin/reviews (managers and admins): customers' verified reviews, reported ones still shown first; hide one with
 * a reason (kept in the audit log) or show it again. A manager sees the reviews of its cinemas' audiences.
 */
export function ReviewsPage({ account }: { account: StaffAccount }) {
  const [draft, setDraft] = useState<ReviewFilter>(EMPTY);
  const [filter, setFilter] = useState<ReviewFilter>(EMPTY);
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async (applied: ReviewFilter, page = 1, earlier: AdminReview[] = []) => {
    try {
      const list = await fetchReviews(applied, page);
      setResults({
        status: 'ready',
        items: [...earlier, ...list.items],
        total: list.total,
        page: list.page,
        more: false,
      });
    } catch (failure) {
      setResults({ status: 'failed', message: failureText(failure) });
    }
  }, []);

  useEffect(() => {
    setResults({ status: 'loading' });
    void load(filter);
  }, [filter, load]);

  const replace = (changed: AdminReview) =>
    setResults((current) =>
      current.status === 'ready'
        ? { ...current, items: current.items.map((item) => (item.id === changed.id ? changed : item)) }
        : current,
    );

  const { run: unhide } = useApiMutation(unhideReview, {
    onSuccess: (changed) => replace(changed),
    success: 'The review is shown again.',
    error: 'The review could not be shown again.',
  });
  const showAgain = async (review: AdminReview) => {
    setBusyId(review.id);
    await unhide(review.id);
    setBusyId(null);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft });
  };

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        Ratings and reviews customers wrote after their ticket was admitted or their show ended. Reported reviews still
        shown come first. A hidden review leaves the film’s page and average; every change is kept in the audit log.
        {account.role === 'manager' && ' You see the reviews of your cinemas’ audiences.'}
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label="Search reviews"
        onSubmit={search}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          label="Search"
          type="search"
          size="small"
          value={draft.q}
          sx={{ flex: 1 }}
          onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
          helperText="Review text, film, customer name or e-mail, booking reference"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={draft.status}
          sx={{ minWidth: 150 }}
          onChange={(event) =>
            setDraft((current) => ({ ...current, status: event.target.value as ReviewStatusFilter }))
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="all">All</option>
          <option value="visible">Shown</option>
          <option value="hidden">Hidden</option>
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.reported}
              onChange={(event) => setDraft((current) => ({ ...current, reported: event.target.checked }))}
            />
          }
          label="Reported only"
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
      {results.status === 'loading' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Loading reviews...</Typography>
        </Stack>
      )}
      {results.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load(filter)}>
              Try again
            </Button>
          }
        >
          {results.message}
        </Alert>
      )}
      {results.status === 'ready' && (
        <Stack spacing={1.5}>
          <Typography role="status">
            {results.total === 0
              ? 'No reviews match.'
              : `${results.total.toLocaleString('en-IN')} ${results.total === 1 ? 'review' : 'reviews'}`}
          </Typography>
          {results.items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              busy={busyId === review.id}
              onHide={() => setHiding(review)}
              onShow={() => void showAgain(review)}
            />
          ))}
          {results.items.length < results.total && (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              disabled={results.more}
              onClick={() => {
                setResults({ ...results, more: true });
                void load(filter, results.page + 1, results.items);
              }}
            >
              {results.more
                ? 'Loading...'
                : `Load ${Math.min(REVIEWS_PAGE_SIZE, results.total - results.items.length)} more`}
            </Button>
          )}
        </Stack>
      )}
      {hiding && (
        <HideReviewDialog
          review={hiding}
          onClose={() => setHiding(null)}
          onHidden={(review) => {
            replace(review);
            toast.success('The review is hidden.');
          }}
        />
      )}
    </Stack>
  );
}
