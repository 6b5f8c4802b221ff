import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { AppEventOf } from '../../events/appEvents';
import { injectStyles } from '../light/injectStyles';
import { tokens } from '../tokens/tokens';
import { toastTokens } from '../tokens/toastTokens';
import { STICKY_BAR_VARIABLE } from './stickyBarClearance';

// The toast colours from the tokens (AA contrast), over notistack's own; its container sits above
// the sticky bars' safe area on phones.
injectStyles(
  'toasts',
  Object.entries(toastTokens)
    .map(
      ([variant, { background, text }]) =>
        `.notistack-MuiContent.notistack-MuiContent-${variant}{background-color:${background};color:${text}}`,
    )
    .join('') +
    '.notistack-SnackbarContainer{max-width:calc(100vw - 16px)}.notistack-MuiContent{overflow-wrap:anywhere}' +
    // Above a sticky bottom bar (useStickyBarClearance), never over its Proceed or Pay button.
    `.notistack-SnackbarContainer{bottom:calc(var(${STICKY_BAR_VARIABLE}, 0px) + 14px)!important}`,
);

/** Phones: bottom centre, clear of the header's controls and of a dialog's title; wider: bottom right. */
function anchorOrigin() {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${tokens.breakpoints.sm - 0.05}px)`).matches;
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
