import { useSnackbar } from 'notistack';
import { useAppEvent } from '../events/useAppEvent';

/** Renders the toasts published on the bus. Mounted once, by the host or a standalone bootstrap. */
export function ToastBridge(): null {
  const { enqueueSnackbar } = useSnackbar();
  useAppEvent('toast:show', ({ message, variant }) => {
    enqueueSnackbar(message, { variant });
  });
  return null;
}
