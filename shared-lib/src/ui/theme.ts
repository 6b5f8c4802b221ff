import { createTheme } from '@mui/material';

/** ReelTime's look, the same in the shell and every remote. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#e11d48', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b' },
    background: { default: '#0b0b12', paper: '#15151f' },
    success: { main: '#22c55e' },
    error: { main: '#ef4444' },
    warning: { main: '#eab308' },
    info: { main: '#3b82f6' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
