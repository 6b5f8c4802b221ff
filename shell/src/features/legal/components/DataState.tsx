import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { toApiError } from '@reeltime/shared-lib';

/** While a page's API data loads (space reserved) or when it failed (with Try Again). */
export function DataState({ error, label, onRetry, height = 160 }: { error: unknown; label: string; onRetry: () => void; height?: number }) {
  if (error !== undefined) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Try Again</Button>}>
        {toApiError(error).message || `Could not load ${label}.`}
      </Alert>
    );
  }
  return <Skeleton variant="rounded" height={height} role="status" aria-label={`Loading ${label}...`} />;
}
