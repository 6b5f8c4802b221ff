import { lazy, Suspense, useState } from 'react';

export interface TrailerModalProps {
  open: boolean;
  onClose: () => void;
  trailerUrl: string | null | undefined;
  movieTitle?: string;
}

/** Fetches the trailer dialog's code (e.g. when the pointer comes over a Watch Trailer button). */
export const loadTrailerDialog = () => import('./TrailerDialog');
const TrailerDialog = lazy(loadTrailerDialog);

/**
 * "Official Trailer" modal. Its MUI dialog is fetched the first time it opens (then stays
 * mounted so it can animate closed), keeping MUI off pages where nobody watches a trailer.
 */
export function TrailerModal(props: TrailerModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TrailerDialog {...props} />
    </Suspense>
  );
}
