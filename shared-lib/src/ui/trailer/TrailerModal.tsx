import { lazyDialog } from '../lazy-dialog/lazyDialog';

export interface TrailerModalProps {
  open: boolean;
  onClose: () => void;
  trailerUrl: string | null | undefined;
  movieTitle?: string;
}

/** Fetches the trailer dialog's code (e.g. when the pointer comes over a Watch Trailer button). */
export const loadTrailerDialog = () => import('./TrailerDialog');

/**
 * "Official Trailer" modal. Its MUI dialog is fetched the first time it opens, keeping MUI off pages where nobody
 * watches a trailer.
 */
export const TrailerModal = lazyDialog<TrailerModalProps>(() => loadTrailerDialog().then((module) => module.default));
