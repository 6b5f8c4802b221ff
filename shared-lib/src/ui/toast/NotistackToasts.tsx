import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { AppEventOf } from '../../events/appEvents';
import { injectStyles } from '../light/injectStyles';
import { tokens } from '../tokens/tokens';
import { toastTokens } from '../tokens/toastTokens';

// The toast colours from the tokens (AA contrast), over notistack's own; its container sits above
// the sticky bars' safe area on phones.
injectStyles(
  'toasts',
  Object.entries(toastTokens)
    .map(
      ([variant, { background, text }]) =>
        `.notistack-MuiContent.notistack-MuiContent-${variant}{background-color:${background};color:${text}}`,
    )
    .join('') + '.notistack-SnackbarContainer{max-width:calc(100vw - 16px)}.notistack-MuiContent{overflow-wrap:anywhere}',
);

/** Phones: bottom centre, clear of the header's controls and of a dialog's title; wider: bottom right. */
function anchorOrigin() {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${tokens.breakpoints.sm - 0.05}px)`).matches;
  return { vertical: 'bottom', horizontal: phone ? 'center' : 'right' } as const;
}

export interface NotistackToastsProps {
  /** Toasts published before notistack arrived, shown first, oldest first. */
  drain: () => AppEventOf<'toast:show'>[];
  /** Registers the function that shows each later toast. */
  connect: (show: (event: AppEventOf<'toast:show'>) => void) => void;
}

function Bridge({ drain, connect }: NotistackToastsProps) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const show = ({ message, variant }: AppEventOf<'toast:show'>) => void enqueueSnackbar(message, { variant });
    drain().forEach(show);
    connect(show);
  }, [drain, connect, enqueueSnackbar]);
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
