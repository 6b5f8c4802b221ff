import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { theme } from './theme';
import { ToastBridge } from './ToastBridge';

/** Theme, baseline styles and the toast renderer: what every page of ReelTime sits in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={3} autoHideDuration={3500} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <ToastBridge />
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
