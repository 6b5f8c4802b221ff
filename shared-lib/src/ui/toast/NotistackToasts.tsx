import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { AppEventOf } from '../../events/appEvents';

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
    <SnackbarProvider maxSnack={3} autoHideDuration={3500} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Bridge {...props} />
    </SnackbarProvider>
  );
}
