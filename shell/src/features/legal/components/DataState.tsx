import { toApiError } from '@reeltime/shared-lib';
import './legal.css';

/** While a page's API data loads (space reserved) or when it failed (with Try Again). */
export function DataState({
  error,
  label,
  onRetry,
  height = 160,
}: {
  error: unknown;
  label: string;
  onRetry: () => void;
  height?: number;
}) {
  if (error !== undefined) {
    return (
      <div role="alert" className="rt-alert">
        <span className="rt-alert__text">{toApiError(error).message || `Could not load ${label}.`}</span>
        <button type="button" className="rt-btn rt-btn--inherit rt-btn--sm" onClick={onRetry}>
          Try Again
        </button>
      </div>
    );
  }
  return <div className="rt-skeleton" style={{ height }} role="status" aria-label={`Loading ${label}...`} />;
}
