import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './PageStates';

export interface QueryStatesProps {
  /** Nothing to show yet: `skeleton` (shaped like the content) stands in. */
  loading: boolean;
  skeleton: ReactNode;
  /** The load failed and the page shows the failure instead of its content, with "Try Again". */
  error: { title: string; message?: string; onRetry: () => void } | null;
  /** Loaded with nothing in it: what the page says, and where it sends the customer. */
  empty?: { title: string; message?: ReactNode; actionLabel?: string; onAction?: () => void } | false;
  /** Around the error and empty states, e.g. the page's heading. */
  frame?: (state: ReactNode) => ReactNode;
  /** The content, drawn only once there is some. */
  children: () => ReactNode;
}

/**
 * The one loading → error → empty → content ladder of every page that loads what it shows: the skeleton while
 * nothing is there yet, the failure with Try Again, what the page says when there is nothing, then the content.
 */
export function QueryStates({ loading, skeleton, error, empty, frame = (state) => state, children }: QueryStatesProps) {
  if (loading) return <>{skeleton}</>;
  if (error) {
    return (
      <>
        {frame(
          <ErrorState title={error.title} message={error.message} actionLabel="Try Again" onAction={error.onRetry} />,
        )}
      </>
    );
  }
  if (empty) return <>{frame(<EmptyState {...empty} />)}</>;
  return <>{children()}</>;
}
