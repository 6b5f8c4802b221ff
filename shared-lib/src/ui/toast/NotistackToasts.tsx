import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { AppEventOf } from '../../events/appEvents';
import { tokens } from '../tokens/tokens';
import './toasts.css';

/** Phones: bottom centre, clear of the header's controls and of a dialog's title; wider: bottom right. */
function anchorOrigin() {
  const phone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${tokens.breakpoints.sm - 0.05}px)`).matches;
  return { vertical: 'bottom', horizontal: phone ? 'center' : 'right' } as const;
}

export interface ToastRenderer {
  show: (event: AppEventOf<'toast:show'>) => void;
  dismiss: (key: string) => void;
}

export interface NotistackToastsProps {
  /** Toasts published before notistack arrived, shown first, oldest first. */
  drain: () => AppEventOf<'toast:show'>[];
  /** Registers the functions that show and take away each later toast. */
  connect: (renderer: ToastRenderer) => void;
}

function Bridge({ drain, connect }: NotistackToastsProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    // A keyed toast shown again while still up is not stacked under itself.
    const show = ({ message, variant, key }: AppEventOf<'toast:show'>) =>
      void enqueueSnackbar(message, key ? { variant, key, preventDuplicate: true } : { variant });
    drain().forEach(show);
    connect({ show, dismiss: (key) => closeSnackbar(key) });
  }, [drain, connect, enqueueSnackbar, closeSnackbar]);
  return null;
}

/** notistack's renderer, fetched with the first toast of the visit. */
export default function NotistackToasts(props: NotistackToastsProps) {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={3500} anchorOrigin={anchorOrigin()}>
      <Bridge {...props} />
    </SnackbarProvider>
  );
}
